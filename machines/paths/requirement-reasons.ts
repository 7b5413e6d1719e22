/**
 * The requirements of docs/rules.md that no state or transition of the journey's chart carries, each with why
 * and where it is proven instead (`npm run paths -- --requirements`).
 */
export const requirementsOffTheChart: Readonly<Record<string, string>> = {
  'spec 1 §1 What the product does and for whom':
    "The product's overview: its identity, page furniture and the services around the journey (error reporting, analytics, cookie consent, the device fingerprint) are configuration and views, and its visitors' entries are carried by later sections: `src/wizard/vehicle-details.test.tsx`, `src/app/layout/site-footer.test.tsx`, `src/app/layout/customer-reviews.test.ts`, `src/app/observability/error-reporting.test.ts`, `src/app/analytics/analytics.test.ts`, `src/app/consent/consent-banner.test.tsx`, `src/app/fingerprint/device-fingerprint.test.ts`",
  'spec 1 §2 Route names':
    'The route table is data, each page with its path, view and state: `machines/session/page-table.test.ts`, `machines/session/routing.test.ts`, `src/app/routes.test.tsx`',
  'spec 1 §2 About you step':
    "The step's questions, a form and its schema: `machines/wizard/schemas/about-you.test.ts`, `src/wizard/about-you.test.tsx`",
  'spec 1 §2 Driver steps':
    "The driver steps' questions, forms and their schemas: `machines/wizard/schemas/driver-details.test.ts`, `machines/wizard/schemas/driver-details-two.test.ts`, `machines/wizard/schemas/additional-drivers.test.ts`, `src/wizard/driver-details.test.tsx`, `src/wizard/driver-details-two.test.tsx`, `src/wizard/additional-drivers.test.tsx`",
  'spec 1 §2 Vehicle cover step':
    "The cover questions and the disclaimer, a form and its schema (its Continue is the wizard's last step, spec 1 §2 Wizard steps): `machines/wizard/schemas/vehicle-cover.test.ts`, `src/wizard/vehicle-cover.test.tsx`",
  'spec 1 §2 Layout':
    'Page layout and furniture, scrolling and page-view tracking, done by the views and the analytics: `e2e/page-furniture.spec.ts`, `src/app/layout/use-hide-on-scroll.test.ts`, `src/app/layout/scroll-to-top.test.tsx`, `src/app/analytics/page-views.test.ts`',
  'spec 1 §3 Entities and their fields':
    "The quote's state, its defaults and its mapping to and from the contracts are data, not states: `machines/core/state.test.ts`, `machines/core/quote-mapping.test.ts`, `tests/contract/conformance.test.ts`",
  'spec 1 §3 Claim':
    "A data shape, a claim's form values to and from the quote: `machines/wizard/schemas/driver-details-two.test.ts`",
  'spec 1 §3 Conviction':
    "A data shape, a conviction's form values to and from the quote: `machines/wizard/schemas/driver-details-two.test.ts`",
  'spec 1 §3 Modification':
    "A data shape, a modification's form values to and from the quote: `machines/wizard/schemas/vehicle-details-two.test.ts`",
  'spec 1 §3 Additional driver':
    "A data shape, an additional driver's form values to and from the quote: `machines/wizard/schemas/additional-drivers.test.ts`",
  'spec 1 §3 Driving licence number':
    "A data shape, the number's four parts: `machines/wizard/licence-number.test.ts`, `src/ui/licence-number-input.test.tsx`",
  'spec 1 §3 Additional questions':
    'A data shape, the how-did-you-hear answers the cover step asks and clears: `machines/wizard/schemas/vehicle-cover.test.ts`, `machines/wizard/step-answers.test.ts`',
  'spec 1 §3 Vehicle lookup result':
    "A data shape of the lookup service's answer, shown and kept once a vehicle is found: `tests/api/lookup-client.test.ts`, `src/wizard/vehicle-details.test.tsx`",
  'spec 1 §3 Address search result':
    "A data shape of the lookup service's answers, mapped to the address form: `tests/api/lookup-client.test.ts`, `src/wizard/address-lookup/address-lookup.test.tsx`",
  'spec 1 §3 Enumerations':
    'Codes of the contracts and the forms: `machines/wizard/schemas/driver-details.test.ts`, `machines/wizard/schemas/vehicle-cover.test.ts`, `machines/wizard/licence-number.test.ts`, `server/fixtures/fixtures.test.ts`',
  'spec 1 §3 Reference lists loaded at start':
    'The names of the lists, served in one call of the lookup contract: `tests/api/lookup-client.test.ts`, `server/fixtures/fixtures.test.ts`, `src/app/journey/journey-actors.test.ts`',
  'spec 1 §4 lists':
    'The claims and convictions lists are a form widget (add, edit in place, remove after a confirm): `src/ui/list-editor.test.tsx`, `src/wizard/driver-details-two.test.tsx`',
  'spec 1 §4 Modifications editor':
    'A form widget, the list editor with at most 5 items: `src/ui/list-editor.test.tsx`, `src/wizard/vehicle-details-two.test.tsx`',
  'spec 1 §4 Licence number prefill':
    "A rule of the driver forms' values: `machines/wizard/licence-number.test.ts`, `src/wizard/driver-details.test.tsx`",
  'spec 1 §4 Cover start':
    "A rule of the cover form's values: `machines/wizard/cover-start.test.ts`, `src/wizard/vehicle-cover-values.test.ts`, `src/wizard/vehicle-cover.test.tsx`",
  'spec 1 §4 Thirty-day policies':
    'Facts of a 30-day policy, which the policy card and the offer state: `shared/policy-terms.test.ts`, `machines/results/subscription.test.ts`, `machines/results/extras.test.ts`',
  'spec 1 §5 Validation rules':
    "Where the wizard's forms take their rules and messages from, the schemas and the fields they are built of: `machines/core/field-messages.test.ts`, `src/ui/date-parts.test.tsx`, `src/ui/use-step-form.test.tsx`",
  'spec 1 §5 Vehicle':
    'Validation of the vehicle questions, not a state: `machines/wizard/schemas/vehicle-details.test.ts`, `machines/wizard/schemas/vehicle-details-two.test.ts`, `machines/core/formats.test.ts`, `src/ui/currency-input.test.tsx`',
  'spec 1 §5 Person':
    "Validation of the personal details and of the returning visitors' forms: `machines/core/formats.test.ts`, `machines/core/ages.test.ts`, `machines/wizard/schemas/about-you.test.ts`, `machines/wizard/schemas/additional-drivers.test.ts`, `machines/entries/schemas/returning-visitor.test.ts`",
  'spec 1 §5 Postcode and address':
    'Validation of the address forms: `machines/wizard/schemas/address.test.ts`, `machines/core/formats.test.ts`, `src/wizard/address-lookup/address-lookup.test.tsx`',
  'spec 1 §5 How did you hear chain':
    'Which questions the cover form asks and clears, a rule of its schema: `machines/wizard/schemas/vehicle-cover.test.ts`, `machines/wizard/step-answers.test.ts`, `src/wizard/vehicle-cover.test.tsx`',
  'spec 1 §5 Driver':
    'Validation of the driver questions: `machines/wizard/schemas/driver-details.test.ts`, `machines/wizard/schemas/driver-details-two.test.ts`, `machines/wizard/licence-number.test.ts`',
  'spec 1 §5 Driver Claims':
    'Validation of a claim: `machines/wizard/schemas/driver-details-two.test.ts`, `src/wizard/driver-details-two.test.tsx`',
  'spec 1 §5 Driver Convictions':
    'Validation of a conviction: `machines/wizard/schemas/driver-details-two.test.ts`, `src/wizard/driver-details-two.test.tsx`',
  'spec 1 §5 Cover':
    'Validation of the cover questions: `machines/wizard/schemas/vehicle-cover.test.ts`, `src/wizard/vehicle-cover.test.tsx`',
  'spec 1 §5 General':
    'Rules every form shares (the email shape, the honeypot, focus on the first error): `machines/core/formats.test.ts`, `src/ui/honeypot.test.tsx`, `src/ui/use-step-form.test.tsx`, `src/wizard/driver-details-two.test.tsx`',
  'spec 1 §6 Roles and permissions':
    'Visitors differ by the data they bring (aggregator data, the mobile-app flag, the cookie choice), which forms, request headers and analytics read: `tests/api/headers.test.ts`, `src/app/analytics/tracking-data.test.ts`, `src/ui/partner-banner.test.tsx`, `src/results/contact/contact-details.test.tsx`, `src/wizard/vehicle-details.test.tsx`',
  'spec 1 §7 The calls it makes':
    'How every call is made (the clients, their headers, cancellation and status mapping), not a state: `tests/api/headers.test.ts`, `tests/api/lookup-client.test.ts`, `tests/api/quote-client.test.ts`, `src/app/journey/journey-actors.test.ts`',
  'spec 1 §7 Lookup service':
    "The lookup service's calls, contracts the invoking states use: `tests/api/lookup-client.test.ts`, `tests/contract/conformance.test.ts`",
  'spec 1 §7 Quote service calls used by the wizard':
    "The quote service's calls, contracts the invoking states use: `tests/api/quote-client.test.ts`, `src/app/journey/journey-calls.test.ts`, `src/app/journey/journey-actors.test.ts`",
  'spec 1 §8 Lookup service':
    "The lookup service's error sentences by status, given by the API client: `tests/api/lookup-client.test.ts`",
  'spec 1 §8 Quote service':
    "The quote service's error sentences by status and call, given by the API client: `tests/api/quote-client.test.ts`",
  'spec 1 §8 Wizard-facing messages':
    "Texts the journey's actions set and its views show: `machines/wizard/vehicle-details.test.ts`, `machines/wizard/address-lookup.test.ts`, `machines/entries/returning-visits.test.ts`, `src/wizard/vehicle-details.test.tsx`, `src/results/optional-extras.test.tsx`",
  'spec 1 §9 Business constants and limits':
    'Constants, each checked where it is used: `machines/wizard/cover-start.test.ts`, `machines/session/tracking.test.ts`, `machines/session/idle.test.ts`, `machines/core/formats.test.ts`, `shared/policy-terms.test.ts`, `src/app/observability/sentry-client.test.ts`',
  'spec 2 §1 What the product does and for whom':
    'An overview, whose flow the later sections carry; the optional extras offered by brand are a rule of values: `machines/results/extras.test.ts`, `tests/journey/full-journey.test.ts`',
  'spec 2 §2 Route table':
    "The route table is data, and which pages open directly is the router's rule: `machines/session/page-table.test.ts`, `machines/session/routing.test.ts`",
  'spec 2 §2 Results screen':
    "The page's content and layout, shown by its views: `src/results/results-page.test.tsx`, `machines/results/display.test.ts`, `e2e/results.spec.ts`",
  'spec 2 §2 Toasts':
    'A notice the re-rating transitions emit (spec 2 §4 Buy Now step 3, Vehicle registration update), shown by the page: `machines/results/results.test.ts`, `src/results/results-page.test.tsx`',
  'spec 2 §2 Policy summary card':
    'A view of the chosen option: `machines/results/display.test.ts`, `src/results/results-page.test.tsx`',
  'spec 2 §2 Vehicle registration re-entry form':
    'A form and its schema (what its save does is spec 2 §4 Vehicle registration update): `src/results/results-page.test.tsx`, `machines/wizard/schemas/vehicle-details.test.ts`',
  'spec 2 §2 Premium-finance credit panel':
    'A view, shown by a rule of values: `src/results/credit/credit-panel.test.tsx`, `machines/results/rules.test.ts`, `machines/results/credit.test.ts`',
  'spec 2 §2 credit panel':
    'The same panel as spec 2 §2 Premium-finance credit panel, a view: `src/results/credit/credit-panel.test.tsx`, `machines/results/rules.test.ts`',
  'spec 2 §2 Contact/confirm page':
    'A form and its schema on the results page: `machines/results/schemas/contact-details.test.ts`, `src/results/contact/contact-details.test.tsx`',
  'spec 2 §2 Post-purchase panel':
    'A view of the purchase kept at take-up, by its portal status: `src/payment/thank-you/thank-you.test.tsx`',
  'spec 2 §2 Restart quote results screen':
    "A view of the results for a restart's quote: `src/results/restart-quote/restart-quote-page.test.tsx`",
  'spec 2 §2 Restart offer for a cancelled policy':
    'A view on the restart quote page: `src/results/restart-quote/restart-quote-page.test.tsx`',
  'spec 2 §2 Quote reminder form':
    'A form, with its fields, mismatch text and date-of-birth bounds: `machines/entries/schemas/returning-visitor.test.ts`, `src/entries/dpa-forms.test.tsx`, `machines/entries/entries.test.ts`',
  'spec 2 §2 Rolling subscription / renewals block':
    'A field of the contact form and its wording: `src/results/contact/contact-details.test.tsx`, `machines/results/subscription.test.ts`, `src/results/restart-quote/restart-quote-page.test.tsx`',
  'spec 2 §2 Other':
    'Outcome-page icons, and parts of other sections (the questionnaires, the mileage helper, the modifications editor), views and values: `src/session/outcome-pages.test.tsx`, `src/wizard/vehicle-details-two.test.tsx`, `machines/results/credit.test.ts`',
  'spec 2 §3 Entities and their fields':
    'Data shapes and their defaults: `machines/core/state.test.ts`, `machines/core/quote-mapping.test.ts`, `machines/results/rules.test.ts`',
  'spec 2 §4 Renewal opt-out':
    "A rule of values (Yes, No and the under-18 default) that the results' actions apply: `machines/results/rules.test.ts`, `machines/results/results.test.ts`",
  'spec 2 §4 Affordability':
    'A rule of values that decides whether the contact form asks for the income: `machines/results/rules.test.ts`, `src/results/contact/contact-details.test.tsx`',
  'spec 2 §4 Direct Debit form':
    'Rules of the form (a No to an account question hides the bank fields, unticks details-correct and shows its notice), in its schema: `machines/payment/schemas/direct-debit.test.ts`, `src/payment/direct-debit/direct-debit-page.test.tsx`',
  'spec 2 §4 Cardholder form':
    "Rules of the form's values, in its schema: `machines/payment/schemas/cardholder.test.ts`, `src/payment/card/card-payment-page.test.tsx`",
  'spec 2 §4 Card field':
    "The provider's card field, checked by its adapter: `src/payment/providers/stripe/stripe-adapter.test.ts`, `src/payment/providers/braintree/braintree-adapter.test.ts`, `src/payment/providers/sandbox/sandbox-adapter.test.tsx`, `machines/payment/payment.test.ts`",
  'spec 2 §4 Modification editor':
    'As spec 1 §4 Modifications editor, a form widget: `src/ui/list-editor.test.tsx`, `src/wizard/vehicle-details-two.test.tsx`',
  'spec 2 §5 Results page':
    'Validation of the contact form on the results page: `machines/results/schemas/contact-details.test.ts`, `src/results/contact/contact-details.test.tsx`',
  'spec 2 §5 Contact form':
    'Validation of the contact form: `machines/results/schemas/contact-details.test.ts`, `machines/wizard/licence-number.test.ts`, `src/results/contact/contact-details.test.tsx`',
  'spec 2 §5 Direct Debit':
    'Validation of the Direct Debit form: `machines/payment/schemas/direct-debit.test.ts`, `machines/core/formats.test.ts`',
  'spec 2 §5 Cardholder form':
    'Validation of the cardholder form: `machines/payment/schemas/cardholder.test.ts`',
  'spec 2 §5 Vehicle registration re-entry':
    'Validation of the registration form: `machines/wizard/schemas/vehicle-details.test.ts`, `machines/core/formats.test.ts`, `src/results/results-page.test.tsx`',
  'spec 2 §5 Modification form':
    'Validation of a modification: `machines/wizard/schemas/vehicle-details-two.test.ts`',
  'spec 2 §5 Vehicle questionnaire':
    'Validation of the vehicle questions: `machines/wizard/schemas/vehicle-details-two.test.ts`, `src/wizard/vehicle-details-two.test.tsx`',
  'spec 2 §5 Driver questionnaire':
    'Validation of the driver questions: `machines/wizard/schemas/driver-details.test.ts`, `machines/wizard/schemas/driver-details-two.test.ts`',
  'spec 2 §5 Restart form and Reminder form':
    'Validation of the restart and reminder forms: `machines/entries/schemas/returning-visitor.test.ts`, `src/entries/dpa-forms.test.tsx`',
  'spec 2 §5 Bank and card':
    "Validation of the bank details and of the sandbox's test card form (the real card fields are the provider's): `machines/payment/schemas/direct-debit.test.ts`, `shared/sandbox-card.test.ts`, `src/payment/providers/sandbox/sandbox-adapter.test.tsx`",
  'spec 2 §6 Roles and permissions':
    "Who may do what is decided by rules of values, the Direct Debit form, the identity checks' answers and the request headers: `machines/core/ages.test.ts`, `machines/results/rules.test.ts`, `machines/payment/schemas/direct-debit.test.ts`, `src/entries/dpa-forms.test.tsx`, `tests/api/headers.test.ts`",
  'spec 2 §7 The calls it makes':
    "How the later calls are made, as spec 1 §7's: `tests/api/quote-client.test.ts`, `src/app/journey/journey-actors.test.ts`, `tests/contract/conformance.test.ts`",
  'spec 2 §7 Quote service':
    "The quote service's calls, contracts the invoking states use: `tests/api/quote-client.test.ts`, `src/app/journey/journey-actors.test.ts`, `tests/contract/conformance.test.ts`",
  'spec 2 §7 Main service':
    "The main service's calls, contracts the invoking states use: `tests/api/quote-client.test.ts`, `src/app/journey/journey-actors.test.ts`, `tests/contract/conformance.test.ts`",
  'spec 2 §7 Payment':
    "The payment calls and the provider's confirmation, contracts of the calls and of the adapters: `tests/api/quote-client.test.ts`, `src/app/journey/journey-actors.test.ts`, `src/payment/providers/stripe/stripe-adapter.test.ts`, `machines/entries/sales-tracking.test.ts`",
  'spec 2 §7 Restart service':
    "The restart service's calls, contracts of the check and of the records the effects send: `tests/api/quote-client.test.ts`, `src/app/journey/journey-effects.test.ts`",
  'spec 2 §8 Server error codes':
    'An enumeration of the contract, routed by spec 2 §4 Server error-code routing: `machines/session/error-codes.test.ts`, `tests/api/quote-client.test.ts`',
  'spec 2 §8 Payment messages':
    'Texts by server code, shown in place on the payment pages: `machines/session/error-codes.test.ts`, `machines/payment/payment.test.ts`',
  'spec 2 §8 Client payment messages':
    'Texts of the payment pages: `machines/payment/payment.test.ts`, `machines/payment/rules.test.ts`, `src/payment/card/card-payment-page.test.tsx`',
  'spec 2 §8 Bank errors':
    'Texts of the bank check and the Direct Debit form: `machines/payment/payment.test.ts`, `machines/payment/schemas/direct-debit.test.ts`, `src/payment/direct-debit/direct-debit-page.test.tsx`',
  'spec 2 §8 HTTP and API messages':
    "The API client's sentences by status, and the journey's own texts: `tests/api/lookup-client.test.ts`, `tests/api/quote-client.test.ts`, `machines/results/results.test.ts`",
  'spec 2 §9 Credit':
    'Constants of the loan and the figures made from them: `machines/results/credit.test.ts`, `src/results/credit/credit-panel.test.tsx`, `src/results/documents/credit-pdfs.test.ts`',
  'spec 2 §9 Policy terms':
    'Constants and dates of the policy terms: `shared/policy-terms.test.ts`, `machines/results/display.test.ts`, `machines/results/subscription.test.ts`',
  'spec 2 §9 Renewal contact lead':
    'Constants and the dates made from them: `shared/policy-terms.test.ts`, `machines/results/subscription.test.ts`, `src/results/contact/contact-details.test.tsx`',
  'spec 2 §9 Mileage helper':
    'A calculation shown on the vehicle step: `machines/results/credit.test.ts`, `src/wizard/vehicle-details-two.test.tsx`',
  'spec 2 §9 Other limits':
    'Constants, each checked where it is used: `machines/payment/payment.test.ts`, `machines/core/ages.test.ts`, `machines/core/formats.test.ts`, `machines/core/state.test.ts`, `shared/sandbox-card.test.ts`, `src/results/optional-extras.test.tsx`, `machines/results/device.test.ts`',
};
