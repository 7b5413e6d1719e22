/**
 * Generated from openapi/quote.yaml by `npm run gen:api`. Do not edit by hand.
 */

export interface paths {
    "/api/v2/Quote/GenerateNewPrivateCarQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a new quote from the risk data
         * @description Creates a quote from the wizard's risk data and prices it. The body is `{ quote, blackBoxToken }` as the spec writes it, plus `isSuspectedSpam` when the honeypot was filled; the response is a `QuoteResult`. Shape designed by this product (the spec does not show it).
         */
        post: operations["generateNewPrivateCarQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Quote/RateExistingPrivateCarQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Re-rate an existing quote with changed risk data
         * @description Prices an existing quote again (re-rate) after the risk data changed; the price may differ. The body is the quote command plus the quote (risk data); the response is a `QuoteResult`. Shape designed by this product (the spec does not show it).
         */
        put: operations["rateExistingPrivateCarQuote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Quote/RepriceQuoteWithAddOnsQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Re-price a quote with the selected add-ons
         * @description Prices the quote again with the add-ons named in `quoteCommand.selectedAddOns` (`AddOnCode`: the optional extras, or breakdown cover PC_BREAKDOWN_EU_UK or PC_BREAKDOWN_NATIONAL); the quote keeps them when it is priced again for another reason. The body is the quote command plus the quote (risk data); the response is a `QuoteResult`. Shape designed by this product (the spec does not show it).
         */
        put: operations["repriceQuoteWithAddOnsQuote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Quote/UpdateNoClaimsProtection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add or remove no-claims discount protection
         * @description Sets whether the no-claims discount (NCD) is protected and prices the quote again. Shape designed by this product (the spec does not show it).
         */
        put: operations["updateNoClaimsProtection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/GetAggregatorQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load a quote made on a price-comparison site
         * @description Loads the quote an aggregator (price-comparison site) visitor arrives with, identified by the aggregator token and the quote reference.
         */
        get: operations["getAggregatorQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/GetAggregatorQuoteDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load an aggregator quote with telematics and affordability details
         * @description As GetAggregatorQuote; the response also carries `telematicsDeviceProvider` and `affordabilityCheck`.
         */
        get: operations["getAggregatorQuoteDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/GetQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load a saved quote
         * @description Loads a saved quote (quote retrieval, reminder links). A quote already taken up or expired gives 409 with QUOTE_TAKEN_UP or QUOTE_EXPIRED. Shape designed by this product (the spec does not show it).
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/GetPricingDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the pricing of a saved quote
         * @description Returns the underwriting outcome (options and prices), payment provider and expiry of a quote. Shape designed by this product (the spec does not show it).
         */
        get: operations["getPricingDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/QuoteReminderDpaCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data-protection check for a quote reminder
         * @description Checks the surname, postcode and date of birth given on the quote reminder form against the quote and, when they match, returns the quote. The details travel as query parameters; there is no body. A quote that can no longer be offered gives 409 QUOTE_INELIGIBLE. Five failed checks of one quote reference within 30 minutes lock it: a failed check answers 404 with attemptsRemaining; the check that uses the last attempt, and any check while the reference is locked, answer 409 QUOTE_LOCKED with lockedUntil. Shape designed by this product (the spec does not show it).
         */
        post: operations["quoteReminderDpaCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/GetQuoteDpaCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load a quote after a data-protection check
         * @description Returns the quote when the registration, postcode, surname and date of birth match it. Five failed checks of one quote reference within 30 minutes lock it: a failed check answers 404 with attemptsRemaining; the check that uses the last attempt, and any check while the reference is locked, answer 409 QUOTE_LOCKED with lockedUntil.
         */
        get: operations["getQuoteDpaCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/SaveQuoteForLater": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the answers so far and email a link to come back to them
         * @description Saves the wizard's answers (`answers`, the app's own document, at most 64 KB as JSON) and the furthest step reached (`activeStep`) against a quote reference, and emails the customer a link to `/quote-retrieval?quoteRef=<ref>&saved=1` on the origin the request came to. The save lasts 30 days (`expiresAt`); saving again renews it. The surname, date of birth and postcode given are what SavedQuoteDpaCheck compares; the emailed link carries the reference alone, never the answers. Without `quoteRef` a new saved reference (SAV-…) is made and the `quote_access` cookie is set for it, as pricing a new quote sets it. With `quoteRef` (a priced quote's reference, or a saved one, to save again) the cookie must already hold that quote: without the cookie 401, with a cookie not given for it the same 404 as a reference that does not exist; the save replaces the earlier one under that reference. A quote already taken up gives 409 QUOTE_TAKEN_UP. Answers over 64 KB give 413. Added by this product (the spec does not show it).
         */
        put: operations["saveQuoteForLater"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/SavedQuoteDpaCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data-protection check for a saved quote, returning its answers
         * @description Checks the surname, postcode and date of birth given on the retrieval page the saved quote's link opens against those given when the quote was saved and, when they match, returns the saved answers, the furthest step reached and, when the reference is a priced quote's that has not expired, the quote (`quote`, as the reminder check returns it). The details travel as query parameters; there is no body. A match sets the `quote_access` cookie for the reference, so the browser may save again. A save older than 30 days gives 409 QUOTE_EXPIRED; a quote already taken up gives 409 QUOTE_TAKEN_UP (both only after the details matched). Five failed checks of one quote reference within 30 minutes lock it: a failed check answers 404 with attemptsRemaining; the check that uses the last attempt, and any check while the reference is locked, answer 409 QUOTE_LOCKED with lockedUntil. A reference with no save gets the same 404 as wrong details, counted alike. Added by this product (the spec does not show it).
         */
        post: operations["savedQuoteDpaCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Quote/GetQuotePremium": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the premium of a quote
         * @description Premium lookup returning the price shown for a quote and its policy term. Shape designed by this product (the spec does not show it).
         */
        get: operations["getQuotePremium"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Contact/UpdateContactPreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save contact details and preferences before payment
         * @description Saves the contact details, marketing and document preferences, licence numbers, selected add-ons and annual income (when an affordability check applies). If the saved details change the price the quote is re-rated: `hasPriceChanged` is true and the new `underwritingOutcome` is returned. A thirty-day quote may be offered instead (`thirtyDayQuoteDetails`).
         */
        put: operations["updateContactPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Document/GetProductDocument/{product}/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a product's document to read before buying
         * @description Returns the Insurance Product Information Document (IPID) or the policy wording of a product (annual or 30-day cover) as a PDF. The same for every customer: nothing personal, no quote access needed. Added by this product (the spec does not show it).
         */
        get: operations["getProductDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Document/DownloadDocumentById/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a policy document
         * @description Returns the document as a PDF; the client saves it as a browser download under the document's `fileName`.
         */
        get: operations["downloadDocumentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the documents of a policy */
        get: operations["getPolicyDocumentsByPolicyReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Payment/GetPaymentDate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the date of the first payment
         * @description Returns the date the first Direct Debit instalment of the premium-finance plan is collected for a quote starting at the given cover start (one month after it): the commencement date of the credit agreement. Shape designed by this product (the spec does not show it).
         */
        get: operations["getPaymentDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Payment/CheckBankDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a UK bank account (sort code and account number)
         * @description Checks that a sort code and account number identify a real account that can take Direct Debits, and returns the bank and branch names. The same operation exists on the lookup service with the same schemas. Shape designed by this product (the spec does not show it).
         */
        post: operations["checkBankDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Payment/MakePaymentIntent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and confirm a card payment intent (v1)
         * @description Creates a payment intent with the payment provider named in the `provider` header for the chosen option and payment collection option, for its `upFrontAmount`: the price in full for a card option, the deposit for a Direct Debit plan. With provider SANDBOX a test `card` is sent, or its test wallet's `paymentMethodId`; with BRAINTREE the drop-in's `paymentMethodId` (nonce). With STRIPE a `paymentMethodId` may be sent; without one the intent is created unconfirmed (status requires_confirmation) and the browser confirms it with Stripe.js and the returned `clientSecret`. A 3-D Secure challenge gives status requires_action with `nextAction`. Card vendors other than Visa and Mastercard give 400 with code PAYMENT_CARD_VENDOR_UNSUPPORTED. An `Idempotency-Key` makes a retry replay the first answer instead of charging again. Shape designed by this product (the spec does not show it).
         */
        post: operations["makePaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Payment/MakePaymentIntent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and confirm a card payment intent (v2)
         * @description Version 2 of MakePaymentIntent with the same header, body and responses. Shape designed by this product (the spec does not show it).
         */
        post: operations["makePaymentIntentV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Payment/GetClientData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the payment client configuration
         * @description Returns which payment provider the storefront uses and the public values the browser needs to set it up (publishable key or merchant account id), with currency GBP and country GB. Shape designed by this product (the spec does not show it).
         */
        get: operations["getClientData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Payment/TakeUpQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy the quote (take it up as a policy)
         * @description Takes up the quote with the chosen option and payment collection option. A card payment passes the confirmed `paymentIntentId`; a Direct Debit passes `bankDetails`, and for a plan with a deposit (`upFrontAmount` above zero) also the `paymentIntentId` of the deposit, paid by card before the mandate is set up: a succeeded payment of exactly the deposit, made for this quote and not yet used. The mandate then collects the instalments from `paymentDate`. The payment is marked used and recorded on the policy. A quote already taken up or expired and payment failures give 409. An `Idempotency-Key` makes a retry replay the first answer instead of taking the quote up again. Shape designed by this product (the spec does not show it).
         */
        post: operations["takeUpQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Checkouts/GetDropInUiToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client token to start the drop-in payment UI */
        get: operations["getDropInUiToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a restart quote for a cancelled policy
         * @description Creates a 30-day restart quote for a cancelled or lapsed policy and returns its reference and premium. Shape designed by this product (the spec does not show it).
         */
        post: operations["createQuoteForCancelledPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RestartPolicy/GetAcornRestartablePolicies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cancelled policies that can be restarted
         * @description Lists cancelled policies that can be offered a restart, optionally only those cancelled since `ignoreOlderThan`. Shape designed by this product (the spec does not show it).
         */
        get: operations["getAcornRestartablePolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RestartPolicy/RestartPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data-protection check for a restart and load the restart quote
         * @description Checks the quote reference, registration, postcode, surname and date of birth given on the restart landing page and returns the restart quote. Any other status carries the server's error body. Five failed checks of one quote reference within 30 minutes lock it: a failed check answers 404 with attemptsRemaining; the check that uses the last attempt, and any check while the reference is locked, answer 409 QUOTE_LOCKED with lockedUntil. Shape designed by this product (the spec does not show it).
         */
        post: operations["restartPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RestartPolicy/SetRestartedQuoteTakenUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that a restart quote was taken up
         * @description Records what TakeUpQuote did for a restart quote; it does not take the quote up. A quote with no policy from a paid take-up is refused with 409 QUOTE_MISMATCH.
         */
        post: operations["setRestartedQuoteTakenUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a visit to the restart DPA page
         * @description Recorded once per quote reference; the client only logs failures.
         */
        post: operations["setRestartedQuoteDpaVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RestartPolicy/SetRestartedQuoteViewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the restart quote was viewed
         * @description Recorded once per quote reference; the client only logs failures.
         */
        post: operations["setRestartedQuoteViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            code: components["schemas"]["ServerErrorCode"];
            message: string;
            /** @description The policy a quote became, with QUOTE_TAKEN_UP or QUOTE_ALREADY_TAKEN_UP when the caller proved it holds the quote (an aggregator token), so the taken-up page can offer the policy's documents. Added by this product (the spec does not show it). */
            policyReference?: string;
            /** @description With a data-protection check's not-found answer (restart, quote reminder, quote retrieval, saved quote): how many more failed checks the quote reference allows within the window before it is locked. Added by this product (the spec does not show it). */
            attemptsRemaining?: number;
            /**
             * Format: date-time
             * @description With QUOTE_LOCKED after too many failed data-protection checks: when the quote reference can be checked again. Added by this product (the spec does not show it).
             */
            lockedUntil?: string;
            errors?: {
                field: string;
                message: string;
            }[];
        };
        /** @enum {string} */
        ServerErrorCode: "INTERNAL_ERROR" | "ICE_ERROR" | "VALIDATION_ERROR" | "QUOTE_MISMATCH" | "QUOTE_LOCKED" | "QUOTE_DECLINED" | "QUOTE_REFERRED" | "QUOTE_NOT_FOUND" | "QUOTE_EXPIRED" | "QUOTE_ALREADY_TAKEN_UP" | "QUOTE_TAKEN_UP" | "QUOTE_INELIGIBLE" | "PAYMENT_FAILED" | "PAYMENT_DECLINED" | "PAYMENT_TOKEN_ALREADY_USED" | "PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER" | "PAYMENT_INSUFFICIENT_FUNDS" | "PAYMENT_CARD_VENDOR_UNSUPPORTED" | "NOT_FOUND" | "IDEMPOTENCY_KEY_REUSED" | "TOO_MANY_ATTEMPTS" | "QUOTE_ACCESS_REQUIRED";
        /**
         * @example {
         *       "amount": 1234.56,
         *       "currency": "GBP"
         *     }
         */
        Money: {
            amount: number;
            /**
             * @description Pounds sterling only; another currency is refused with 400.
             * @default GBP
             */
            currency: string;
        };
        /**
         * @example {
         *       "code": "TOYOTA",
         *       "desc": "Toyota"
         *     }
         */
        CodeDesc: {
            code: string;
            desc: string;
        };
        /** @enum {string} */
        QuoteOutcome: "Quoted" | "Referred" | "Declined" | "UnderReview";
        /** @enum {string} */
        PolicyDuration: "SevenDay" | "ThirtyDay" | "Annual";
        /** @enum {string} */
        PaymentMethod: "CARD_PAYMENT" | "DIRECT_DEBIT";
        /** @enum {string} */
        PaymentCollectionCode: "ANNUAL_CARD_IN_FULL" | "FINANCE_PLAN_S_V1" | "SHORT_TERM_CARD_PAYMENT_V1";
        /** @enum {string} */
        ExcessCode: "XS_VEHICLE_GROUP" | "XS_VEHICLE_MILEAGE" | "XS_VEHICLE_VALUE" | "XS_DRIVER" | "XS_POLICY" | "XS_DRIVER_REST" | "XS_COVER" | "XS_COMPULSORY";
        /** @description Entries missing a name or wording are skipped by the client. */
        Endorsement: {
            endorsementName?: string;
            endorsementWording?: string;
        };
        PaymentCollectionOption: {
            code: components["schemas"]["PaymentCollectionCode"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            totalAmountPayable: components["schemas"]["Money"];
            interestAmount: components["schemas"]["Money"];
            /** @description Paid by card when the customer buys: the price in full for a card option, the deposit for a Direct Debit plan (paid by card before the mandate is set up; zero when the plan asks none). */
            upFrontAmount: components["schemas"]["Money"];
            standardInstalmentAmount: components["schemas"]["Money"];
            unequalInstalmentAmount?: components["schemas"]["Money"];
            totalAmountOfCredit: components["schemas"]["Money"];
            appliedInstalmentCount: number;
            apr: number;
            fixedInterestRate: number;
        };
        UnderwrittenOption: {
            optionId: string;
            policyTermType: components["schemas"]["PolicyDuration"];
            /** Format: date-time */
            effectiveFrom: string;
            /** Format: date-time */
            effectiveTo: string;
            insurerName: string;
            paymentCollectionOptions: components["schemas"]["PaymentCollectionOption"][];
            underwrittenExcesses: {
                excessCode: components["schemas"]["ExcessCode"];
                totalAmount: components["schemas"]["Money"];
            }[];
            underwrittenDataPoints: {
                underwrittenPrice: {
                    totalPremium: components["schemas"]["Money"];
                    netPremium: components["schemas"]["Money"];
                    fees: components["schemas"]["Money"];
                    iptAmount: components["schemas"]["Money"];
                };
            }[];
            underwrittenEndorsements: components["schemas"]["Endorsement"][];
        };
        UnderwritingOutcome: {
            outcome: components["schemas"]["QuoteOutcome"];
            underwritingOutcomeResponseId: string;
            /** Format: date-time */
            underwritingOutcomeResponseDate: string;
            underwrittenOptions: components["schemas"]["UnderwrittenOption"][];
            underWrittenEndorsements: components["schemas"]["Endorsement"][];
        };
        /**
         * @description UK postcode in either case with an optional space (e.g. SW1A 1AA, sw1a1aa), a special-territory postcode (e.g. GIR 0AA, TDCU 1ZZ) or a BFPO number (e.g. BFPO 123).
         * @example SW1A 1AA
         */
        Postcode: string;
        /**
         * @description Vehicle registration (VRM), 1 to 9 letters, digits or spaces.
         * @example DL19 CAR
         */
        VehicleRegistration: string;
        /**
         * @example {
         *       "sortCode": "200000",
         *       "accountNumber": "55779911"
         *     }
         */
        BankDetailsCheckRequest: {
            /** @description Six digits, no dashes. */
            sortCode: string;
            /** @description Eight digits. */
            accountNumber: string;
        };
        /**
         * @example {
         *       "sortCode": "200000",
         *       "accountNumber": "55779911",
         *       "isValid": true,
         *       "bankName": "BARCLAYS BANK PLC",
         *       "branchName": "LONDON"
         *     }
         */
        BankDetailsCheckResult: {
            sortCode: string;
            accountNumber: string;
            /** @description Whether the account exists and accepts Direct Debits. */
            isValid: boolean;
            bankName: string;
            branchName: string;
        };
        /**
         * @description The payment provider. SANDBOX is this product's test provider (test cards, no real money), and what a storefront without provider keys reports (GetClientData and every quote's `paymentProvider`). The client's default is BRAINTREE.
         * @enum {string}
         */
        PaymentProvider: "STRIPE" | "BRAINTREE" | "SANDBOX";
        /**
         * @description Whether a customer-portal account was created at take-up (default USER_NOT_CREATED).
         * @enum {string}
         */
        PortalUserStatus: "USER_NOT_CREATED" | "USER_CREATED" | "USER_ALREADY_EXISTS";
        /**
         * @description COMP comprehensive; TPFT third party, fire and theft; TPO third party only.
         * @enum {string}
         */
        LevelOfCover: "COMP" | "TPFT" | "TPO";
        /**
         * @example {
         *       "postcode": "SW1A 2AA",
         *       "line1": "10 Downing Street",
         *       "line2": null,
         *       "line3": null,
         *       "line4": null,
         *       "city": "London",
         *       "county": null,
         *       "country": "United Kingdom"
         *     }
         */
        Address: {
            /** @description UK postcode (special territories and BFPO included). */
            postcode: string;
            line1: string;
            line2?: string | null;
            line3?: string | null;
            line4?: string | null;
            city?: string | null;
            county?: string | null;
            country?: string | null;
        };
        /**
         * @description A motoring claim in the look-back period (default 5 years). All fields are required.
         * @example {
         *       "dateOfClaim": "2023-03-10",
         *       "typeOfClaim": "AD",
         *       "statusOfClaim": "SETTLED",
         *       "atFault": false,
         *       "noClaimsBonusAffected": false,
         *       "costOfClaim": 850
         *     }
         */
        Claim: {
            /**
             * Format: date
             * @description Not in the future.
             */
            dateOfClaim: string;
            /** @description Code from the claimTypes list. */
            typeOfClaim: string;
            /** @description Code from the claimStatuses list. */
            statusOfClaim: string;
            atFault: boolean;
            noClaimsBonusAffected: boolean;
            costOfClaim: number;
        };
        /**
         * @description A motoring conviction in the last 5 years.
         * @example {
         *       "dateOfConviction": "2022-08-01",
         *       "offenceCode": "SP30",
         *       "wasDisqualified": false,
         *       "banStartDate": null,
         *       "banEndDate": null,
         *       "numberOfPoints": 3,
         *       "fineAmount": 100,
         *       "isPending": false
         *     }
         */
        Conviction: {
            /**
             * Format: date
             * @description Not in the future; after the date of birth; before the ban start.
             */
            dateOfConviction: string;
            /** @description DVLA offence code from the convictionCodes list (e.g. SP30). */
            offenceCode: string;
            wasDisqualified: boolean;
            /**
             * Format: date
             * @description Required when wasDisqualified is true; not in the future.
             */
            banStartDate?: string | null;
            /**
             * Format: date
             * @description Required when wasDisqualified is true; not before banStartDate.
             */
            banEndDate?: string | null;
            /** @description Chosen from a fixed list. */
            numberOfPoints: number;
            fineAmount: number;
            isPending: boolean;
        };
        /**
         * @description A vehicle modification (at most 5 per vehicle).
         * @example {
         *       "modificationCode": "TOWBAR",
         *       "value": 250,
         *       "isForMedicalReasons": false,
         *       "isCurrentInsurerNotified": false
         *     }
         */
        Modification: {
            /** @description Code from the vehicleModifications list. */
            modificationCode: string;
            value: number;
            isForMedicalReasons: boolean;
            /**
             * @description False on creation.
             * @default false
             */
            isCurrentInsurerNotified: boolean;
        };
        /** @description The proposer (the person asking for the quote, who will hold the policy). */
        ProposerDetails: {
            /** @description The aggregator's or campaign's reference for this customer. */
            sourceReferenceId?: string | null;
            emailAddress?: string | null;
            /** @description Spaces removed, leading 0 then 9 or 10 digits. */
            phoneNumber?: string | null;
            isHomeOwner?: boolean | null;
            address: components["schemas"]["Address"];
            /** @description Code from the titles list. */
            title: string;
            firstName: string;
            /** @description Surname; digits are stripped. */
            lastNames: string;
            /**
             * Format: date
             * @description The proposer is at least 16 years old.
             */
            dateOfBirth: string;
            /** @description Code from the maritalStatuses list. */
            maritalStatus?: string | null;
            isResidentFromBirth?: boolean | null;
            /**
             * Format: date
             * @description Required when not resident from birth; after the date of birth, not in the future.
             */
            ukResidenceSince?: string | null;
            isFullTime?: boolean | null;
            /** @description Code from the employmentStatusTypes list (E and S are offered). */
            employmentType?: string | null;
            /** @description Code from the occupationTypes list. */
            occupation?: string | null;
            /** @description Code from the industryTypes list. */
            industry?: string | null;
            /** @description Second occupation code, when the proposer has other employment. */
            otherOccupation?: string | null;
            /** @description Second industry code, when the proposer has other employment. */
            otherIndustry?: string | null;
            /** @default true */
            isMainDriver: boolean;
            /** @description Licence type code: E European EU, H European non-EU, F full UK, N international, 5 medical-restricted full under 3 years, X medical-restricted full 3 years or more, Z other, P provisional UK. */
            licenceType?: string | null;
            /** Format: date */
            licenceObtained?: string | null;
            /** @description Driving licence number (16 characters: 5 of surname padded with 9, 6 digits from the date of birth, 2 initials or 9, 1 digit, 2 check letters), sent upper-case without spaces. */
            licenceNumber?: string | null;
            hasCriminalConvictions?: boolean | null;
            hasBeenRefusedCover?: boolean | null;
            accessToOtherVehicles?: boolean | null;
            numberOfVehiclesOwned?: number | null;
            numberOfVehiclesAccessTo?: number | null;
            motoringConvictions?: components["schemas"]["Conviction"][];
            motoringClaims?: components["schemas"]["Claim"][];
        };
        VehicleDetails: {
            /** @description Code from the licensingAreas list (badge journeys). */
            licencingAuthority?: string | null;
            abiCode?: string | null;
            abiGroup?: number | null;
            /** @description Vehicle registration (VRM), 1 to 9 letters, digits or spaces. May be empty on an aggregator quote made without one; the client then asks for it before payment. */
            registration: string;
            /** @description Make code (vehicle lookup make.code). */
            make?: string | null;
            /** @description Model code (vehicle lookup model.code). */
            model?: string | null;
            /** @description Door-count code (vehicle lookup numberOfDoors.code). */
            numberOfDoors?: string | null;
            /** @description Body type (vehicle lookup bodyType.desc). */
            bodyType?: string | null;
            /** @description Fuel type (vehicle lookup fuelType.desc). */
            fuelType?: string | null;
            /** @description Transmission code (vehicle lookup transmission.code). */
            transmission?: string | null;
            grossWeight?: number | null;
            /** @description Cubic capacity in cc. */
            engineSize?: number | null;
            /**
             * @description Vehicle value in pounds; must be greater than zero to price a quote.
             * @default 0
             */
            value: number;
            yearOfManufacture?: number | null;
            isLeftHandDrive?: boolean | null;
            /**
             * Format: date
             * @description Not before the year of manufacture; at most 30 days from today.
             */
            datePurchased?: string | null;
            isQPlate?: boolean | null;
            isImported?: boolean | null;
            /** @description Code from the vehicleUses list. */
            vehicleUse?: string | null;
            annualMileage?: number | null;
            /** @description Required (greater than zero) when the use is business-type. */
            businessMileage?: number | null;
            /** @description Legal owner code from the vehicleOwnershipOptions list. */
            ownership?: string | null;
            /** @description Registered keeper code from the vehicleKeeperOptions list. */
            registeredKeeper?: string | null;
            /** Format: date */
            registrationDate?: string | null;
            /** @description Required when imported. */
            countryOfRegistration?: string | null;
            numberOfSeats?: number | null;
            /** @description Where the vehicle is kept overnight, code from the vehicleStorageOptions list. */
            vehicleOvernight?: string | null;
            /** @description The overnight address when the vehicle is not kept at the home address. */
            overnightAddress?: components["schemas"]["Address"] | null;
            modifications?: components["schemas"]["Modification"][];
            /** @description Codes from the vehicleSecurityDevices list. */
            securityDevices?: string[];
            vehiclePurchased?: boolean | null;
            isNotKeptAtHomeAddressOverNight?: boolean | null;
            /** @description Delivery operator code from the deliveryOperators list. */
            deliveryCompany?: string | null;
            /** @description Commercial journeys only; code from the businessRadiusOptions list. */
            businessRadius?: string | null;
            /** @description Commercial journeys only. */
            hasInternalRacking?: boolean | null;
            /** @description Commercial journeys only. */
            vehicleCarriesDangerousGoods?: boolean | null;
            /** @description Commercial journeys only. */
            vehicleVisitsHazardousSites?: boolean | null;
        };
        CoverDetails: {
            /** @description Operating area (badge journeys). */
            operatingArea?: string | null;
            levelOfCover: components["schemas"]["LevelOfCover"];
            /**
             * Format: date-time
             * @description Cover start; at least 15 minutes ahead, in 15-minute steps.
             */
            effectiveFrom: string;
            /** Format: date-time */
            effectiveTo?: string | null;
            /** @default 0 */
            voluntaryExcess: number;
            yearsOfNoClaimsDiscount?: number | null;
            /** @description Required when yearsOfNoClaimsDiscount is given and not 0. */
            protectNoClaimsDiscount?: boolean | null;
            doesDriveAnotherVehicle?: boolean | null;
            /**
             * @deprecated
             * @description Alternative spelling of doesDriveAnotherVehicle seen in some payloads.
             */
            doesDriverOtherVehicle?: boolean | null;
            otherVehicleType?: string | null;
            /** @description Code from the noClaimsDiscountTypes list. */
            typeOfPolicyNCDEarned?: string | null;
        };
        /** @description A named driver. The first row is the main driver where main-driver selection exists. */
        AdditionalDriver: {
            title: string;
            firstName: string;
            lastNames: string;
            /** Format: date */
            dateOfBirth: string;
            maritalStatus?: string | null;
            /** @description Code from the relationshipsToProposer list (W wife, S spouse...). */
            relationshipToProposer?: string | null;
            isResidentFromBirth?: boolean | null;
            /** Format: date */
            ukResidenceSince?: string | null;
            employmentType?: string | null;
            occupation?: string | null;
            industry?: string | null;
            isFullTime?: boolean | null;
            otherOccupation?: string | null;
            otherIndustry?: string | null;
            licenceType?: string | null;
            /** Format: date */
            licenceObtained?: string | null;
            licenceNumber?: string | null;
            /**
             * Format: date
             * @description Taxi badge date (badge journeys); after the licence date, not in the future.
             */
            taxiBadgeDate?: string | null;
            motoringConvictions?: components["schemas"]["Conviction"][];
            motoringClaims?: components["schemas"]["Claim"][];
            hasCriminalConvictions?: boolean | null;
            hasBeenRefusedCover?: boolean | null;
            vehicleUse?: string | null;
            isMainDriver?: boolean | null;
        };
        /** @description How the customer heard of the provider, and the restart and existing-customer questions that follow from the answer. */
        AdditionalQuestions: {
            /** @description Code from the hearAboutUsOptions list (RD recommended, AD website, CC customer, WCC former customer). */
            howDidYouHearAboutUs?: string | null;
            /** @description Recommended (RD) - is the customer a named driver on an existing policy. */
            isNamedDriverOnExistingPolicy?: boolean | null;
            /** @description Recommended (RD) - for whom the customer is a named driver. */
            namedDriverForWhom?: string | null;
            /** @description An opaque value the spec names only as {hash}. */
            hash?: string | null;
            /** @description Website (AD) - experience driving a company car (the spec's spelling). */
            experienceDrivingCompnayCar?: string | null;
            /** @description Claim-free period code from the claimFreeOptions list. */
            claimFreeFor?: string | null;
            /** @description Customer (CC). */
            isLookingToInsureSecondCar?: boolean | null;
            /** @description STTAXI short-term taxi, LPCPOL live private car policy, ANTAXI annual taxi. */
            currentPolicyType?: string | null;
            /** @description Short-term taxi (STTAXI). */
            numberOfConsecutiveMonthsCover?: number | null;
            /** @description Live private car policy (LPCPOL). */
            fullYearsOfNoClaimsBonus?: number | null;
            /** @description Former customer (WCC); code from the cancellationReasons list. */
            policyCancelledReason?: string | null;
            /** @description Former customer (WCC); code from the cancelledPolicyTypes list (D means days). */
            typeOfPolicyAtTheTime?: string | null;
            /** @description Unless typeOfPolicyAtTheTime is D. */
            monthsHeldThePolicyFor?: number | null;
            /** @description When typeOfPolicyAtTheTime is D. */
            daysHeldThePolicyFor?: number | null;
        };
        MarketingPreferences: {
            /** @default true */
            emailOptIn: boolean;
            /** @default true */
            phoneOptIn: boolean;
            /** @default true */
            smsOptIn: boolean;
        };
        /**
         * @description The risk data of a quote. The wizard's own UI state (activeStep, aggLoading, hasRiskDataChanged, completedSteps) is not part of it.
         * @example {
         *       "proposerDetails": {
         *         "sourceReferenceId": null,
         *         "emailAddress": "sam.driver@example.com",
         *         "phoneNumber": "07700900123",
         *         "isHomeOwner": false,
         *         "address": {
         *           "postcode": "M1 1AE",
         *           "line1": "1 Piccadilly",
         *           "line2": null,
         *           "line3": null,
         *           "line4": null,
         *           "city": "Manchester",
         *           "county": null,
         *           "country": "United Kingdom"
         *         },
         *         "title": "MR",
         *         "firstName": "Sam",
         *         "lastNames": "Driver",
         *         "dateOfBirth": "1990-05-14",
         *         "maritalStatus": "S",
         *         "isResidentFromBirth": true,
         *         "ukResidenceSince": null,
         *         "isFullTime": true,
         *         "employmentType": "S",
         *         "occupation": "D34",
         *         "industry": "703",
         *         "otherOccupation": null,
         *         "otherIndustry": null,
         *         "isMainDriver": true,
         *         "licenceType": "F",
         *         "licenceObtained": "2010-06-01",
         *         "licenceNumber": "DRIVE905140SA9AB",
         *         "hasCriminalConvictions": false,
         *         "hasBeenRefusedCover": false,
         *         "accessToOtherVehicles": false,
         *         "numberOfVehiclesOwned": 1,
         *         "numberOfVehiclesAccessTo": 0,
         *         "motoringConvictions": [],
         *         "motoringClaims": []
         *       },
         *       "vehicleDetails": {
         *         "registration": "DL19 CAR",
         *         "abiCode": "32120102",
         *         "abiGroup": 14,
         *         "make": "TOYOTA",
         *         "model": "PRIUS",
         *         "numberOfDoors": "5",
         *         "bodyType": "Hatchback",
         *         "fuelType": "Hybrid",
         *         "transmission": "A",
         *         "engineSize": 1798,
         *         "value": 12000,
         *         "yearOfManufacture": 2019,
         *         "isLeftHandDrive": false,
         *         "datePurchased": "2021-04-01",
         *         "isQPlate": false,
         *         "isImported": false,
         *         "vehicleUse": "HR",
         *         "annualMileage": 20000,
         *         "businessMileage": 15000,
         *         "ownership": "PROPOSER",
         *         "registeredKeeper": "PROPOSER",
         *         "registrationDate": "2019-03-01",
         *         "countryOfRegistration": null,
         *         "numberOfSeats": 5,
         *         "vehicleOvernight": "DRIVE",
         *         "overnightAddress": null,
         *         "modifications": [],
         *         "securityDevices": [],
         *         "vehiclePurchased": true,
         *         "isNotKeptAtHomeAddressOverNight": false,
         *         "deliveryCompany": "DELIVEROO"
         *       },
         *       "coverDetails": {
         *         "levelOfCover": "COMP",
         *         "effectiveFrom": "2025-07-01T09:00:00Z",
         *         "effectiveTo": "2025-07-31T08:59:00Z",
         *         "voluntaryExcess": 250,
         *         "yearsOfNoClaimsDiscount": 3,
         *         "protectNoClaimsDiscount": false,
         *         "doesDriveAnotherVehicle": false,
         *         "otherVehicleType": null,
         *         "typeOfPolicyNCDEarned": null
         *       },
         *       "additionalDrivers": [],
         *       "additionalQuestions": {
         *         "howDidYouHearAboutUs": "AD",
         *         "experienceDrivingCompnayCar": "N",
         *         "claimFreeFor": null
         *       },
         *       "hasAdditionalDriver": false,
         *       "notificationSource": null,
         *       "redirectedFrom": null,
         *       "marketingPreferences": {
         *         "emailOptIn": true,
         *         "phoneOptIn": true,
         *         "smsOptIn": true
         *       }
         *     }
         */
        Quote: {
            proposerDetails: components["schemas"]["ProposerDetails"];
            vehicleDetails: components["schemas"]["VehicleDetails"];
            coverDetails: components["schemas"]["CoverDetails"];
            additionalDrivers?: components["schemas"]["AdditionalDriver"][];
            additionalQuestions?: components["schemas"]["AdditionalQuestions"];
            hasAdditionalDriver?: boolean | null;
            notificationSource?: string | null;
            redirectedFrom?: string | null;
            marketingPreferences?: components["schemas"]["MarketingPreferences"];
            /** @description Total compulsory excess shown on the results page (read-only). */
            totalCompulsoryExcess?: number | null;
        };
        GenerateNewPrivateCarQuoteRequest: {
            quote: components["schemas"]["Quote"];
            /** @description Fraud device-fingerprint token, when available. */
            blackBoxToken?: string;
            /** @description Set when the form's hidden honeypot field was filled (spec 1 §5); the quote is still priced and the flag is stored for review. Sent only when true; absent means false. */
            isSuspectedSpam?: boolean;
        };
        /**
         * @description An optional extra (spec 2 §1, §9): legal expenses, windscreen, keycare, courtesy car or van, personal accident, public liability, guaranteed taxi hire (shared/add-ons.ts), or breakdown cover (spec 2 §3). Thirty-day policies carry no keycare or breakdown (spec 2 §9).
         * @enum {string}
         */
        AddOnCode: "LEGAL_EXPENSES" | "WINDSCREEN" | "KEYCARE" | "COURTESY_CAR" | "PERSONAL_ACCIDENT" | "PUBLIC_LIABILITY" | "GUARANTEED_TAXI_HIRE" | "PC_BREAKDOWN_EU_UK" | "PC_BREAKDOWN_NATIONAL";
        /**
         * @example {
         *       "quoteReference": "QTE-000123",
         *       "selectedAddOns": [
         *         "PC_BREAKDOWN_NATIONAL"
         *       ]
         *     }
         */
        QuoteCommand: {
            quoteReference: string;
            /** @description The add-ons to price the quote with (an unknown code is a 400). */
            selectedAddOns?: components["schemas"]["AddOnCode"][];
        };
        /** @description The quote command plus the quote (risk data). */
        RateQuoteRequest: {
            quoteCommand: components["schemas"]["QuoteCommand"];
            quote: components["schemas"]["Quote"];
            /** @description Set when the form's hidden honeypot field was filled (spec 1 §5), on this or an earlier step; the quote is still priced and the flag is stored for review. Once stored it stays set. Sent only when true; absent means false. */
            isSuspectedSpam?: boolean;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000123",
         *       "protectNoClaimsDiscount": true
         *     }
         */
        UpdateNoClaimsProtectionRequest: {
            quoteReference: string;
            protectNoClaimsDiscount: boolean;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000123"
         *     }
         */
        QuoteReferenceRequest: {
            quoteReference: string;
        };
        /**
         * @description The priced quote returned by the generate, re-rate, re-price and NCD-protection calls.
         * @example {
         *       "quoteRef": "QTE-000123",
         *       "expiryDate": "2025-07-31T23:59:59Z",
         *       "didRefer": false,
         *       "didDecline": false,
         *       "underReview": false,
         *       "isLatestFullyPricedQuote": true,
         *       "underwritingOutcome": {
         *         "outcome": "Quoted",
         *         "underwritingOutcomeResponseId": "uor-7f3a",
         *         "underwritingOutcomeResponseDate": "2025-07-01T08:30:00Z",
         *         "underwrittenOptions": [
         *           {
         *             "optionId": "opt-annual",
         *             "policyTermType": "Annual",
         *             "effectiveFrom": "2025-07-01T09:00:00Z",
         *             "effectiveTo": "2026-06-30T23:59:59Z",
         *             "insurerName": "Example Insurance Ltd",
         *             "paymentCollectionOptions": [
         *               {
         *                 "code": "ANNUAL_CARD_IN_FULL",
         *                 "paymentMethod": "CARD_PAYMENT",
         *                 "totalAmountPayable": {
         *                   "amount": 1450,
         *                   "currency": "GBP"
         *                 },
         *                 "interestAmount": {
         *                   "amount": 0,
         *                   "currency": "GBP"
         *                 },
         *                 "upFrontAmount": {
         *                   "amount": 1450,
         *                   "currency": "GBP"
         *                 },
         *                 "standardInstalmentAmount": {
         *                   "amount": 0,
         *                   "currency": "GBP"
         *                 },
         *                 "totalAmountOfCredit": {
         *                   "amount": 0,
         *                   "currency": "GBP"
         *                 },
         *                 "appliedInstalmentCount": 0,
         *                 "apr": 0,
         *                 "fixedInterestRate": 0
         *               },
         *               {
         *                 "code": "FINANCE_PLAN_S_V1",
         *                 "paymentMethod": "DIRECT_DEBIT",
         *                 "totalAmountPayable": {
         *                   "amount": 1667.5,
         *                   "currency": "GBP"
         *                 },
         *                 "interestAmount": {
         *                   "amount": 217.5,
         *                   "currency": "GBP"
         *                 },
         *                 "upFrontAmount": {
         *                   "amount": 145,
         *                   "currency": "GBP"
         *                 },
         *                 "standardInstalmentAmount": {
         *                   "amount": 138.41,
         *                   "currency": "GBP"
         *                 },
         *                 "totalAmountOfCredit": {
         *                   "amount": 1305,
         *                   "currency": "GBP"
         *                 },
         *                 "appliedInstalmentCount": 11,
         *                 "apr": 33,
         *                 "fixedInterestRate": 15
         *               }
         *             ],
         *             "underwrittenExcesses": [
         *               {
         *                 "excessCode": "XS_COMPULSORY",
         *                 "totalAmount": {
         *                   "amount": 500,
         *                   "currency": "GBP"
         *                 }
         *               }
         *             ],
         *             "underwrittenDataPoints": [
         *               {
         *                 "underwrittenPrice": {
         *                   "totalPremium": {
         *                     "amount": 1450,
         *                     "currency": "GBP"
         *                   },
         *                   "netPremium": {
         *                     "amount": 1218.75,
         *                     "currency": "GBP"
         *                   },
         *                   "fees": {
         *                     "amount": 85,
         *                     "currency": "GBP"
         *                   },
         *                   "iptAmount": {
         *                     "amount": 146.25,
         *                     "currency": "GBP"
         *                   }
         *                 }
         *               }
         *             ],
         *             "underwrittenEndorsements": []
         *           }
         *         ],
         *         "underWrittenEndorsements": []
         *       },
         *       "paymentProvider": "SANDBOX",
         *       "affordabilityCheck": false,
         *       "licenceNumberRequired": false
         *     }
         */
        QuoteResult: {
            quoteRef: string;
            /** Format: date-time */
            expiryDate: string;
            didRefer: boolean;
            didDecline: boolean;
            underReview: boolean;
            isLatestFullyPricedQuote: boolean;
            underwritingOutcome: components["schemas"]["UnderwritingOutcome"];
            paymentProvider: components["schemas"]["PaymentProvider"];
            /** @description When true an affordability check (annual income) applies if Direct Debit is chosen or the quote is a 30-day quote. */
            affordabilityCheck: boolean;
            licenceNumberRequired: boolean;
        };
        QuoteMetaData: {
            quoteRef: string;
            /** Format: date-time */
            expiryDate: string;
        };
        /** @description A loaded quote: its metadata, pricing and risk data. Returned by the aggregator loads, GetQuote, the DPA checks and RestartPolicy. */
        QuoteDetails: {
            metaData: components["schemas"]["QuoteMetaData"];
            underwritingOutcome: components["schemas"]["UnderwritingOutcome"];
            paymentProvider: components["schemas"]["PaymentProvider"];
            quoteDetails: components["schemas"]["Quote"];
            /** @description Whether the contact page must ask for the driving licence number. */
            licenceNumberRequired: boolean;
            /** @description The optional extras the quote's price holds, as the customer chose them when it was last priced (RepriceWithAddOns): a loaded quote shows them chosen, so the price and the ticks agree. Empty when none. Added by this product (the spec does not show it). */
            selectedAddOns?: components["schemas"]["AddOnCode"][];
            telematicsDeviceProvider?: string | null;
            affordabilityCheck?: boolean;
        };
        PricingDetails: {
            quoteRef: string;
            underwritingOutcome: components["schemas"]["UnderwritingOutcome"];
            paymentProvider: components["schemas"]["PaymentProvider"];
            /** Format: date-time */
            expiryDate: string;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000123",
         *       "policyTermType": "ThirtyDay",
         *       "premium": {
         *         "amount": 189.99,
         *         "currency": "GBP"
         *       }
         *     }
         */
        QuotePremium: {
            quoteReference: string;
            policyTermType: components["schemas"]["PolicyDuration"];
            premium: components["schemas"]["Money"];
        };
        /**
         * @description The wizard's answers as the app keeps them in the browser, owned by the app: `version` is its storage format's version, `journey` the answers in that format (free-form). The sandbox keeps the document as sent and gives it back unchanged in value (an object's keys may come back in another order); it reads nothing in it. At most 64 KB as JSON (413 above that); each text at most 2,000 bytes and nesting at most 32 deep, as everywhere.
         * @example {
         *       "version": 1,
         *       "journey": {
         *         "quote": {
         *           "activeStep": 3,
         *           "vehicleDetails": {
         *             "registration": "DL19 CAR",
         *             "value": 14500
         *           }
         *         }
         *       }
         *     }
         */
        SavedQuoteDocument: {
            version: number;
            journey: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "emailAddress": "sam.driver@example.com",
         *       "surname": "Driver",
         *       "dateOfBirth": "1990-05-14",
         *       "postcode": "M1 1AE",
         *       "activeStep": 3,
         *       "answers": {
         *         "version": 1,
         *         "journey": {
         *           "quote": {
         *             "activeStep": 3,
         *             "vehicleDetails": {
         *               "registration": "DL19 CAR",
         *               "value": 14500
         *             }
         *           }
         *         }
         *       }
         *     }
         */
        SaveQuoteRequest: {
            /**
             * Format: email
             * @description Where the link is sent.
             */
            emailAddress: string;
            /** @description The proposer's surname, asked again by the check (any case). */
            surname: string;
            /**
             * Format: date
             * @description The proposer's date of birth (yyyy-MM-dd), asked again by the check.
             */
            dateOfBirth: string;
            postcode: components["schemas"]["Postcode"];
            /** @description The quote's reference when it has one: a priced quote's, or the saved one a previous save (or the check) gave, to save again under it. Left out, a new saved reference is made. */
            quoteRef?: string;
            /** @description The furthest wizard step reached, as the app numbers them (1 vehicle details to 7 vehicle cover); the app reopens the saved quote there. */
            activeStep: number;
            answers: components["schemas"]["SavedQuoteDocument"];
        };
        /**
         * @example {
         *       "quoteRef": "SAV-7K3QH2MZ",
         *       "emailAddress": "sam.driver@example.com",
         *       "expiresAt": "2025-07-31T08:30:00Z"
         *     }
         */
        SavedQuote: {
            /** @description The reference saved under (the one sent, or a new SAV-… one); the link carries it. */
            quoteRef: string;
            /** @description Where the link was sent. */
            emailAddress: string;
            /**
             * Format: date-time
             * @description When the save and its link stop working, 30 days after this save.
             */
            expiresAt: string;
        };
        /**
         * @example {
         *       "quoteRef": "SAV-7K3QH2MZ",
         *       "emailAddress": "sam.driver@example.com",
         *       "savedAt": "2025-07-01T08:30:00Z",
         *       "expiresAt": "2025-07-31T08:30:00Z",
         *       "activeStep": 3,
         *       "answers": {
         *         "version": 1,
         *         "journey": {
         *           "quote": {
         *             "activeStep": 3,
         *             "vehicleDetails": {
         *               "registration": "DL19 CAR",
         *               "value": 14500
         *             }
         *           }
         *         }
         *       }
         *     }
         */
        SavedQuoteAnswers: {
            quoteRef: string;
            /** @description The address the last save sent its link to (to offer when saving again). */
            emailAddress: string;
            /**
             * Format: date-time
             * @description When the answers were last saved.
             */
            savedAt: string;
            /**
             * Format: date-time
             * @description When the save stops working (30 days after `savedAt`).
             */
            expiresAt: string;
            /** @description The furthest wizard step reached, as saved. */
            activeStep: number;
            answers: components["schemas"]["SavedQuoteDocument"];
            /** @description The priced quote, when the reference is a priced quote's and its price has not expired (affordability included, as QuoteReminderDpaCheck returns it); absent for a partial quote, or a price that expired, which the app prices again from the answers. */
            quote?: components["schemas"]["QuoteDetails"];
        };
        /**
         * @example {
         *       "contactPhoneNumber": "07700900123",
         *       "contactEmail": "sam.driver@example.com",
         *       "sendPolicyDocumentByEmail": true,
         *       "sendPolicyDocumentsByPost": null,
         *       "marketingPreferenceSms": true,
         *       "marketingPreferenceEmail": true,
         *       "marketingPreferencePhone": true,
         *       "automaticRenewal": true
         *     }
         */
        ContactDetails: {
            /** @description UK phone number with spaces removed (leading 0, 10 or 11 digits in total). */
            contactPhoneNumber: string;
            /** Format: email */
            contactEmail: string;
            /** @default true */
            sendPolicyDocumentByEmail: boolean;
            /** @default null */
            sendPolicyDocumentsByPost: boolean | null;
            /** @default true */
            marketingPreferenceSms: boolean;
            /** @default true */
            marketingPreferenceEmail: boolean;
            /** @default true */
            marketingPreferencePhone: boolean;
            /** @description The opposite of the renewal opt-out. */
            automaticRenewal: boolean;
        };
        AdditionalDriverLicenceDetails: {
            firstName: string;
            lastName: string;
            /** Format: date */
            dateOfBirth: string;
            driverLicenceNumber: string;
        };
        UpdateContactPreferencesRequest: {
            quoteReference: string;
            contactDetails: components["schemas"]["ContactDetails"];
            /** @description The proposer's driving licence number (16 characters, upper-case). */
            licenceNumber?: string;
            additionalDriverDetails?: components["schemas"]["AdditionalDriverLicenceDetails"][];
            selectedAddOns?: components["schemas"]["AddOnCode"][];
            /** @description Required (positive, whole pounds) when an affordability check applies. */
            annualIncome?: number;
        };
        ThirtyDayQuoteDetails: {
            quoteRef: string;
            showOnly30DayQuote: boolean;
            thirtyDayUnderwritingOutcome: components["schemas"]["UnderwritingOutcome"];
        };
        /**
         * @example {
         *       "hasPriceChanged": false,
         *       "optionId": "opt-annual",
         *       "underwritingOutcomeResponseId": "uor-7f3a"
         *     }
         */
        UpdateContactPreferencesResult: {
            hasPriceChanged: boolean;
            underwritingOutcome?: components["schemas"]["UnderwritingOutcome"];
            optionId?: string;
            underwritingOutcomeResponseId?: string;
            thirtyDayQuoteDetails?: components["schemas"]["ThirtyDayQuoteDetails"];
        };
        /**
         * @example {
         *       "id": "doc-1",
         *       "fileName": "Certificate of Motor Insurance.pdf"
         *     }
         */
        Document: {
            id: string;
            fileName: string;
        };
        /**
         * @example {
         *       "paymentDate": "2025-07-01"
         *     }
         */
        PaymentDate: {
            /** Format: date */
            paymentDate: string;
        };
        DirectDebitBankDetails: {
            /** @description The policyholder, sole signatory of the account; no digits. */
            accountHolder: string;
            /** @description Six digits, no dashes, not all zeros. */
            sortCode: string;
            accountNumber: string;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000123",
         *       "optionId": "opt-annual",
         *       "paymentCollectionOptionCode": "ANNUAL_CARD_IN_FULL",
         *       "paymentMethod": "CARD_PAYMENT",
         *       "paymentIntentId": "pi_sandbox_0001",
         *       "automaticRenewal": true
         *     }
         */
        TakeUpQuoteRequest: {
            quoteReference: string;
            optionId: string;
            paymentCollectionOptionCode: components["schemas"]["PaymentCollectionCode"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            /** @description The confirmed payment intent: the price in full (card payments), or the deposit of a Direct Debit plan that asks one (its `upFrontAmount`), paid by card before the mandate. */
            paymentIntentId?: string;
            bankDetails?: components["schemas"]["DirectDebitBankDetails"];
            automaticRenewal?: boolean;
            statementOfFact?: components["schemas"]["StatementOfFact"];
        };
        /** @description The answers the customer gave, each with the question's wording as the quote pages showed it (`wordingVersion` names that wording). The insurer keeps it with the policy, lists it among the policy's documents and sends it with them. */
        StatementOfFact: {
            wordingVersion: string;
            sections: {
                heading: string;
                answers: {
                    question: string;
                    answer: string;
                }[];
            }[];
        };
        /**
         * @example {
         *       "policyReference": "POL-000123",
         *       "portalUserStatus": "USER_CREATED",
         *       "paymentDate": "2025-07-01",
         *       "sendWelcomePack": true
         *     }
         */
        TakeUpQuoteResult: {
            policyReference: string;
            portalUserStatus: components["schemas"]["PortalUserStatus"];
            /** Format: date */
            paymentDate: string;
            sendWelcomePack: boolean;
        };
        /**
         * @description A test card; accepted only with provider SANDBOX.
         * @example {
         *       "number": "4242424242424242",
         *       "expiryMonth": 12,
         *       "expiryYear": 2030,
         *       "cvc": "123"
         *     }
         */
        SandboxCard: {
            number: string;
            expiryMonth: number;
            expiryYear: number;
            cvc: string;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000123",
         *       "optionId": "opt-annual",
         *       "paymentCollectionOptionCode": "ANNUAL_CARD_IN_FULL",
         *       "amount": {
         *         "amount": 1450,
         *         "currency": "GBP"
         *       },
         *       "card": {
         *         "number": "4242424242424242",
         *         "expiryMonth": 12,
         *         "expiryYear": 2030,
         *         "cvc": "123"
         *       }
         *     }
         */
        MakePaymentIntentRequest: {
            quoteReference: string;
            optionId: string;
            paymentCollectionOptionCode: components["schemas"]["PaymentCollectionCode"];
            amount: components["schemas"]["Money"];
            /** @description The provider's payment method id: required with BRAINTREE (the drop-in's nonce); optional with STRIPE, where leaving it out creates an unconfirmed intent for the browser to confirm with Stripe.js; with SANDBOX, the test wallet's (starting pm_sandbox_wallet_), sent in place of a test card. */
            paymentMethodId?: string;
            card?: components["schemas"]["SandboxCard"];
        };
        PaymentIntentNextAction: {
            /** @enum {string} */
            type: "three_d_secure";
            /** @description Where the 3-D Secure challenge is shown, when the provider uses a redirect. */
            redirectUrl?: string;
        };
        /**
         * @example {
         *       "paymentIntentId": "pi_sandbox_0001",
         *       "clientSecret": "pi_sandbox_0001_secret_abc",
         *       "status": "succeeded"
         *     }
         */
        PaymentIntentResult: {
            paymentIntentId: string;
            clientSecret: string;
            /**
             * @description succeeded: paid. requires_action: a 3-D Secure challenge is shown (see `nextAction`). requires_confirmation: the browser confirms the intent with the provider's SDK and its client secret (STRIPE card fields).
             * @enum {string}
             */
            status: "succeeded" | "requires_action" | "requires_confirmation";
            nextAction?: components["schemas"]["PaymentIntentNextAction"];
        };
        /**
         * @example {
         *       "provider": "SANDBOX",
         *       "publishableKey": null,
         *       "merchantAccountId": null,
         *       "currency": "GBP",
         *       "country": "GB"
         *     }
         */
        ClientData: {
            provider: components["schemas"]["PaymentProvider"];
            /** @description The provider's publishable key (STRIPE). */
            publishableKey: string | null;
            /** @description The merchant account id (BRAINTREE drop-in). */
            merchantAccountId: string | null;
            /** @enum {string} */
            currency: "GBP";
            /** @enum {string} */
            country: "GB";
        };
        /**
         * @example {
         *       "clientToken": "sandbox_client_token_abc"
         *     }
         */
        DropInUiToken: {
            clientToken: string;
        };
        /**
         * @example {
         *       "policyReference": "POL-000123",
         *       "cancelledAt": "2025-06-20T10:00:00Z"
         *     }
         */
        CreateQuoteForCancelledPolicyRequest: {
            policyReference: string;
            /** Format: date-time */
            cancelledAt?: string;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000456",
         *       "premium": {
         *         "amount": 189.99,
         *         "currency": "GBP"
         *       },
         *       "policyTermType": "ThirtyDay"
         *     }
         */
        CancelledPolicyQuote: {
            quoteReference: string;
            premium: components["schemas"]["Money"];
            policyTermType: components["schemas"]["PolicyDuration"];
        };
        /** @description A restartable policy, with nothing personal: the references and when it was cancelled (the customer's name is given only after the restart's data-protection check). */
        RestartablePolicy: {
            policyReference: string;
            quoteReference: string;
            /** Format: date-time */
            cancelledAt: string;
        };
        /**
         * @example {
         *       "policies": [
         *         {
         *           "policyReference": "POL-000123",
         *           "quoteReference": "QTE-000456",
         *           "cancelledAt": "2025-06-20T10:00:00Z"
         *         }
         *       ]
         *     }
         */
        RestartablePolicies: {
            policies: components["schemas"]["RestartablePolicy"][];
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000456",
         *       "vehicleRegistration": "DL19 CAR",
         *       "postcode": "M1 1AE",
         *       "surname": "Driver",
         *       "dateOfBirth": "1990-05-14"
         *     }
         */
        RestartDpaRequest: {
            quoteReference: string;
            vehicleRegistration: components["schemas"]["VehicleRegistration"];
            postcode: components["schemas"]["Postcode"];
            surname: string;
            /**
             * Format: date
             * @description The client allows 17 to 90 years before today.
             */
            dateOfBirth: string;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000456",
         *       "quoteDPAAt": "2025-07-01T08:00:00Z"
         *     }
         */
        RestartDpaVisitRequest: {
            quoteReference: string;
            /** Format: date-time */
            quoteDPAAt: string;
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000456",
         *       "quoteViewedAt": "2025-07-01T08:01:00Z"
         *     }
         */
        RestartQuoteViewRequest: {
            quoteReference: string;
            /** Format: date-time */
            quoteViewedAt: string;
        };
    };
    responses: {
        /** @description QUOTE_ACCESS_REQUIRED: no quote access credential was sent (the `quote_access` cookie). A credential not given for this quote gets the operation's not-found answer instead, as a reference that does not exist does. The customer proves who they are with a data-protection check to see a quote. Added by this product (the spec does not show it). */
        QuoteAccessRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "QUOTE_ACCESS_REQUIRED",
                 *       "message": "Confirm your details to see this quote"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Validation error */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_ERROR",
                 *       "message": "Validation error",
                 *       "errors": [
                 *         {
                 *           "field": "body.quote.proposerDetails.dateOfBirth",
                 *           "message": "You must be at least 16 years"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Validation error */
        PaymentValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "PAYMENT_CARD_VENDOR_UNSUPPORTED",
                 *       "message": "Sorry we don't support this card vendor, please try Visa or Mastercard."
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Bad Request */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_ERROR",
                 *       "message": "Bad Request",
                 *       "errors": [
                 *         {
                 *           "field": "query.QuoteReference",
                 *           "message": "QuoteReference is required"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Quote not found */
        QuoteNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "QUOTE_NOT_FOUND",
                 *       "message": "Quote not found"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Policy not found */
        PolicyNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "NOT_FOUND",
                 *       "message": "Policy not found"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No document found */
        NoDocumentFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "NOT_FOUND",
                 *       "message": "No document found"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Conflicted state e.g. QUOTE_TAKEN_UP, QUOTE_EXPIRED; QUOTE_LOCKED (with lockedUntil) after too many failed data-protection checks */
        QuoteFetchConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "QUOTE_TAKEN_UP",
                 *       "message": "Conflicted state e.g. QUOTE_TAKEN_UP, QUOTE_EXPIRED"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Conflicted state: QUOTE_TAKEN_UP, the quote named was bought and its answers are no longer saved. */
        SaveConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "QUOTE_TAKEN_UP",
                 *       "message": "This quote has already been taken up"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description VALIDATION_ERROR: the answers to save are over 64 KB as JSON (`errors[].field` body.answers), or the whole body over 1 MB. Added by this product (the spec does not show it). */
        AnswersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_ERROR",
                 *       "message": "The answers to save are larger than 64 KB",
                 *       "errors": [
                 *         {
                 *           "field": "body.answers",
                 *           "message": "must be at most 65536 bytes as JSON"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Conflicted state e.g. QUOTE_INELIGIBLE; QUOTE_LOCKED (with lockedUntil) after too many failed data-protection checks */
        ReminderConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "QUOTE_INELIGIBLE",
                 *       "message": "Conflicted state e.g. QUOTE_INELIGIBLE"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Conflicted state e.g. QUOTE_DECLINED, QUOTE_REFERRED, QUOTE_LOCKED, QUOTE_EXPIRED, QUOTE_ALREADY_TAKEN_UP, QUOTE_MISMATCH */
        QuoteConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "QUOTE_DECLINED",
                 *       "message": "The quote was declined."
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Conflicted state e.g. QUOTE_ALREADY_TAKEN_UP, QUOTE_EXPIRED, QUOTE_MISMATCH, PAYMENT_FAILED, PAYMENT_DECLINED, PAYMENT_TOKEN_ALREADY_USED, PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER, PAYMENT_INSUFFICIENT_FUNDS, IDEMPOTENCY_KEY_REUSED */
        TakeUpConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "QUOTE_ALREADY_TAKEN_UP",
                 *       "message": "The quote has already been taken up."
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Payment failed e.g. PAYMENT_FAILED, PAYMENT_DECLINED, PAYMENT_TOKEN_ALREADY_USED, PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER, PAYMENT_INSUFFICIENT_FUNDS, QUOTE_MISMATCH, IDEMPOTENCY_KEY_REUSED */
        PaymentConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "PAYMENT_DECLINED",
                 *       "message": "Your payment was declined. Please verify your payment details or contact your card issuer."
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description TOO_MANY_ATTEMPTS: this client failed data-protection checks on too many quote references in the last 10 minutes; Retry-After says in how many seconds it may check again. Added by this product (the spec does not show it). */
        TooManyAttempts: {
            headers: {
                /** @description Seconds until the client may check again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "TOO_MANY_ATTEMPTS",
                 *       "message": "Too many unsuccessful checks: please try again later"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description An unexpected server error occurred. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "INTERNAL_ERROR",
                 *       "message": "An unexpected server error occurred."
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Unable to create a session */
        UnableToCreateSession: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Unable to find quote */
        UnableToFindQuote: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Success */
        Success: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Recorded (no content). */
        Recorded: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The priced quote. */
        QuoteResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["QuoteResult"];
            };
        };
        /** @description The quote with its pricing and risk data. */
        QuoteDetails: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["QuoteDetails"];
            };
        };
        /** @description The payment intent. */
        PaymentIntentResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PaymentIntentResult"];
            };
        };
    };
    parameters: {
        /**
         * @description The quote reference.
         * @example QTE-000123
         */
        QuoteReference: string;
        /** @description The aggregator's token carried by the visitor's link. */
        Token: string;
        /** @description Whether breakdown cover was selected on the aggregator. */
        IsBreakDownSelected: boolean;
        /**
         * @description The quote reference (as carried by the retrieval or reminder link).
         * @example QTE-000123
         */
        QuoteLower: string;
        /** @description Where the visitor came from (e.g. an aggregator's name, or 'Direct'). */
        Source: string;
        Postcode: components["schemas"]["Postcode"];
        /** @example Smith */
        Surname: string;
        /**
         * @description Date of birth (yyyy-MM-dd); the client allows 17 to 90 years before today.
         * @example 1990-05-14
         */
        DateOfBirth: string;
        VehicleRegistration: components["schemas"]["VehicleRegistration"];
        /** @description The payment provider that takes the payment (from GetClientData). */
        Provider: components["schemas"]["PaymentProvider"];
        /** @description A key the client keeps the same across retries of one payment attempt; the same key with the same body replays the first answer, status and body, without charging or taking up again; the same key with a different body is refused with 409 IDEMPOTENCY_KEY_REUSED. Answers the server could not give for certain (5xx) are not kept, so a retry tries again. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    generateNewPrivateCarQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["GenerateNewPrivateCarQuoteRequest"];
                "application/json": components["schemas"]["GenerateNewPrivateCarQuoteRequest"];
            };
        };
        responses: {
            200: components["responses"]["QuoteResult"];
            204: components["responses"]["UnableToCreateSession"];
            400: components["responses"]["ValidationError"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    rateExistingPrivateCarQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["RateQuoteRequest"];
                "application/json": components["schemas"]["RateQuoteRequest"];
            };
        };
        responses: {
            200: components["responses"]["QuoteResult"];
            204: components["responses"]["UnableToCreateSession"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    repriceQuoteWithAddOnsQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["RateQuoteRequest"];
                "application/json": components["schemas"]["RateQuoteRequest"];
            };
        };
        responses: {
            200: components["responses"]["QuoteResult"];
            204: components["responses"]["UnableToFindQuote"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateNoClaimsProtection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["UpdateNoClaimsProtectionRequest"];
                "application/json": components["schemas"]["UpdateNoClaimsProtectionRequest"];
            };
        };
        responses: {
            200: components["responses"]["QuoteResult"];
            204: components["responses"]["UnableToCreateSession"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAggregatorQuote: {
        parameters: {
            query: {
                /** @description The aggregator's token carried by the visitor's link. */
                Token: components["parameters"]["Token"];
                /**
                 * @description The quote reference.
                 * @example QTE-000123
                 */
                QuoteReference: components["parameters"]["QuoteReference"];
                /** @description Whether breakdown cover was selected on the aggregator. */
                IsBreakDownSelected?: components["parameters"]["IsBreakDownSelected"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["QuoteDetails"];
            204: components["responses"]["UnableToCreateSession"];
            400: components["responses"]["ValidationError"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteFetchConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAggregatorQuoteDetails: {
        parameters: {
            query: {
                /** @description The aggregator's token carried by the visitor's link. */
                Token: components["parameters"]["Token"];
                /**
                 * @description The quote reference.
                 * @example QTE-000123
                 */
                QuoteReference: components["parameters"]["QuoteReference"];
                /** @description Whether breakdown cover was selected on the aggregator. */
                IsBreakDownSelected?: components["parameters"]["IsBreakDownSelected"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["QuoteDetails"];
            204: components["responses"]["UnableToCreateSession"];
            400: components["responses"]["ValidationError"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteFetchConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getQuote: {
        parameters: {
            query: {
                /**
                 * @description The quote reference (as carried by the retrieval or reminder link).
                 * @example QTE-000123
                 */
                quote: components["parameters"]["QuoteLower"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["QuoteDetails"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteFetchConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPricingDetails: {
        parameters: {
            query: {
                /**
                 * @description The quote reference (as carried by the retrieval or reminder link).
                 * @example QTE-000123
                 */
                quote: components["parameters"]["QuoteLower"];
                /** @description Where the visitor came from (e.g. an aggregator's name, or 'Direct'). */
                source?: components["parameters"]["Source"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pricing details of the quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingDetails"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteFetchConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    quoteReminderDpaCheck: {
        parameters: {
            query: {
                /**
                 * @description The quote reference.
                 * @example QTE-000123
                 */
                QuoteReference: components["parameters"]["QuoteReference"];
                Postcode: components["parameters"]["Postcode"];
                /** @example Smith */
                Surname: components["parameters"]["Surname"];
                /**
                 * @description Date of birth (yyyy-MM-dd); the client allows 17 to 90 years before today.
                 * @example 1990-05-14
                 */
                DateOfBirth: components["parameters"]["DateOfBirth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["QuoteDetails"];
            400: components["responses"]["ValidationError"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["ReminderConflict"];
            429: components["responses"]["TooManyAttempts"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getQuoteDpaCheck: {
        parameters: {
            query: {
                /**
                 * @description The quote reference.
                 * @example QTE-000123
                 */
                QuoteReference: components["parameters"]["QuoteReference"];
                VehicleRegistration: components["parameters"]["VehicleRegistration"];
                Postcode: components["parameters"]["Postcode"];
                /** @example Smith */
                Surname: components["parameters"]["Surname"];
                /**
                 * @description Date of birth (yyyy-MM-dd); the client allows 17 to 90 years before today.
                 * @example 1990-05-14
                 */
                DateOfBirth: components["parameters"]["DateOfBirth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["QuoteDetails"];
            400: components["responses"]["ValidationError"];
            404: components["responses"]["PolicyNotFound"];
            409: components["responses"]["QuoteFetchConflict"];
            429: components["responses"]["TooManyAttempts"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    saveQuoteForLater: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["SaveQuoteRequest"];
                "application/json": components["schemas"]["SaveQuoteRequest"];
            };
        };
        responses: {
            /** @description The answers were saved and the email written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQuote"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["SaveConflict"];
            413: components["responses"]["AnswersTooLarge"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    savedQuoteDpaCheck: {
        parameters: {
            query: {
                /**
                 * @description The quote reference.
                 * @example QTE-000123
                 */
                QuoteReference: components["parameters"]["QuoteReference"];
                Postcode: components["parameters"]["Postcode"];
                /** @example Smith */
                Surname: components["parameters"]["Surname"];
                /**
                 * @description Date of birth (yyyy-MM-dd); the client allows 17 to 90 years before today.
                 * @example 1990-05-14
                 */
                DateOfBirth: components["parameters"]["DateOfBirth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQuoteAnswers"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteFetchConflict"];
            429: components["responses"]["TooManyAttempts"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getQuotePremium: {
        parameters: {
            query: {
                /**
                 * @description The quote reference.
                 * @example QTE-000123
                 */
                QuoteReference: components["parameters"]["QuoteReference"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The premium of the quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotePremium"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["PolicyNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateContactPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["UpdateContactPreferencesRequest"];
                "application/json": components["schemas"]["UpdateContactPreferencesRequest"];
            };
        };
        responses: {
            /** @description The preferences were saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateContactPreferencesResult"];
                };
            };
            204: components["responses"]["UnableToFindQuote"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getProductDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's duration. */
                product: "Annual" | "ThirtyDay";
                /** @description IPID, or the policy wording. */
                kind: "IPID" | "PolicyWording";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    /** @description attachment; filename="<fileName>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    downloadDocumentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's `id` from GetPolicyDocumentsByPolicyReference. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    /** @description attachment; filename="<fileName>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["NoDocumentFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPolicyDocumentsByPolicyReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The policy reference returned by TakeUpQuote. */
                policyref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy's documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["NoDocumentFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPaymentDate: {
        parameters: {
            query: {
                /**
                 * @description The quote reference.
                 * @example QTE-000123
                 */
                QuoteReference: components["parameters"]["QuoteReference"];
                /** @description The cover start (ISO date-time). */
                CoverStartDate: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDate"];
                };
            };
            204: components["responses"]["Success"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    checkBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["BankDetailsCheckRequest"];
                "application/json": components["schemas"]["BankDetailsCheckRequest"];
            };
        };
        responses: {
            /** @description The result of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankDetailsCheckResult"];
                };
            };
            204: components["responses"]["Success"];
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    makePaymentIntent: {
        parameters: {
            query?: never;
            header: {
                /** @description The payment provider that takes the payment (from GetClientData). */
                provider: components["parameters"]["Provider"];
                /** @description A key the client keeps the same across retries of one payment attempt; the same key with the same body replays the first answer, status and body, without charging or taking up again; the same key with a different body is refused with 409 IDEMPOTENCY_KEY_REUSED. Answers the server could not give for certain (5xx) are not kept, so a retry tries again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["MakePaymentIntentRequest"];
                "application/json": components["schemas"]["MakePaymentIntentRequest"];
            };
        };
        responses: {
            200: components["responses"]["PaymentIntentResult"];
            400: components["responses"]["PaymentValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["PaymentConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    makePaymentIntentV2: {
        parameters: {
            query?: never;
            header: {
                /** @description The payment provider that takes the payment (from GetClientData). */
                provider: components["parameters"]["Provider"];
                /** @description A key the client keeps the same across retries of one payment attempt; the same key with the same body replays the first answer, status and body, without charging or taking up again; the same key with a different body is refused with 409 IDEMPOTENCY_KEY_REUSED. Answers the server could not give for certain (5xx) are not kept, so a retry tries again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["MakePaymentIntentRequest"];
                "application/json": components["schemas"]["MakePaymentIntentRequest"];
            };
        };
        responses: {
            200: components["responses"]["PaymentIntentResult"];
            400: components["responses"]["PaymentValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["PaymentConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getClientData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment client data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientData"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    takeUpQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client keeps the same across retries of one payment attempt; the same key with the same body replays the first answer, status and body, without charging or taking up again; the same key with a different body is refused with 409 IDEMPOTENCY_KEY_REUSED. Answers the server could not give for certain (5xx) are not kept, so a retry tries again. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["TakeUpQuoteRequest"];
                "application/json": components["schemas"]["TakeUpQuoteRequest"];
            };
        };
        responses: {
            /** @description The quote was taken up; the policy exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TakeUpQuoteResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["TakeUpConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDropInUiToken: {
        parameters: {
            query: {
                /** @description The storefront's fixed merchant account identifier. */
                merchantAccountId: string;
                /** @description The payment provider's customer id, when known. */
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropInUiToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createQuoteForCancelledPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["CreateQuoteForCancelledPolicyRequest"];
                "application/json": components["schemas"]["CreateQuoteForCancelledPolicyRequest"];
            };
        };
        responses: {
            /** @description The restart quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledPolicyQuote"];
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["PolicyNotFound"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAcornRestartablePolicies: {
        parameters: {
            query?: {
                /** @description Only policies cancelled at or after this ISO date-time. Optional, but must not be sent empty or null. */
                ignoreOlderThan?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restartable policies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestartablePolicies"];
                };
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    restartPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["RestartDpaRequest"];
                "application/json": components["schemas"]["RestartDpaRequest"];
            };
        };
        responses: {
            200: components["responses"]["QuoteDetails"];
            400: components["responses"]["ValidationError"];
            404: components["responses"]["PolicyNotFound"];
            409: components["responses"]["QuoteFetchConflict"];
            429: components["responses"]["TooManyAttempts"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    setRestartedQuoteTakenUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["QuoteReferenceRequest"];
                "application/json": components["schemas"]["QuoteReferenceRequest"];
            };
        };
        responses: {
            204: components["responses"]["Recorded"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            409: components["responses"]["QuoteConflict"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    setRestartedQuoteDpaVisit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["RestartDpaVisitRequest"];
                "application/json": components["schemas"]["RestartDpaVisitRequest"];
            };
        };
        responses: {
            204: components["responses"]["Recorded"];
            400: components["responses"]["ValidationError"];
            404: components["responses"]["QuoteNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    setRestartedQuoteViewed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["RestartQuoteViewRequest"];
                "application/json": components["schemas"]["RestartQuoteViewRequest"];
            };
        };
        responses: {
            204: components["responses"]["Recorded"];
            400: components["responses"]["ValidationError"];
            401: components["responses"]["QuoteAccessRequired"];
            404: components["responses"]["QuoteNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
