/** How the journey's context changes when a call answers or the customer acts; pure, tested in the machine's tests. */
import type { ContactForm, JourneyContext, PersistedJourney } from './journey.types';
import { selectOption } from './rules/results';
import type {
  QuoteDetails,
  QuoteResult,
  SetVehicleRegistrationResult,
  TakeUpQuoteResult,
  UnderwritingOutcome,
  UpdateContactPreferencesResult,
  VehicleLookupResult,
} from './state/contract';
import type { QuoteState, ResultState } from './state/journey-state';

type Update = Partial<JourneyContext>;

function withOutcome(result: ResultState, outcome: UnderwritingOutcome): ResultState {
  const selection = selectOption(outcome.underwrittenOptions, result.selectedOption);
  return {
    ...result,
    underwritingOutcome: outcome,
    outcome: outcome.outcome,
    didRefer: outcome.outcome === 'Referred',
    didDecline: outcome.outcome === 'Declined',
    underReview: outcome.outcome === 'UnderReview',
    selectedOption: selection.selectedOption,
  };
}

/**
 * spec 1 §5: a step submitted with the honeypot filled marks the quote as suspected spam. The step still moves
 * on (a password manager may have filled it), and the mark stays until the quote is cleared.
 */
export function withSpamFlag(quote: QuoteState, spam: boolean): QuoteState {
  // A new mark is news for the server: a quote already priced is re-rated (carrying it), not reused.
  return spam && !quote.isSuspectedSpam
    ? { ...quote, isSuspectedSpam: true, hasRiskDataChanged: true }
    : quote;
}

export function fromQuoteResult(context: JourneyContext, priced: QuoteResult): Update {
  const result = withOutcome(
    {
      ...context.result,
      quoteRef: priced.quoteRef,
      expiryDate: priced.expiryDate,
      isLatestFullyPricedQuote: priced.isLatestFullyPricedQuote,
      paymentProvider: priced.paymentProvider,
      affordabilityCheck: priced.affordabilityCheck,
      licenceNumberRequired: priced.licenceNumberRequired,
    },
    priced.underwritingOutcome,
  );
  return {
    result,
    payment: { ...context.payment, allowableOptions: allowableOf(result) },
    quote: { ...context.quote, hasRiskDataChanged: false },
  };
}

export function fromQuoteDetails(context: JourneyContext, details: QuoteDetails): ResultState {
  return withOutcome(
    {
      ...context.result,
      quoteRef: details.metaData.quoteRef,
      expiryDate: details.metaData.expiryDate,
      isLatestFullyPricedQuote: true,
      paymentProvider: details.paymentProvider,
      affordabilityCheck: details.affordabilityCheck ?? false,
      licenceNumberRequired: details.licenceNumberRequired,
      telematicsDeviceProvider: details.telematicsDeviceProvider ?? null,
      selectedOption: null,
    },
    details.underwritingOutcome,
  );
}

function allowableOf(result: ResultState) {
  return result.underwritingOutcome
    ? selectOption(result.underwritingOutcome.underwrittenOptions, result.selectedOption)
        .allowableOptions
    : [];
}

export function storeVehicle(context: JourneyContext, lookup: VehicleLookupResult): Update {
  const info = lookup.vehicleInfo;
  const before = context.quote.vehicleDetails;
  const changed = before.registration !== info.registration || before.abiCode !== info.abiCode;
  return {
    vehicleLookup: { ...lookup, problem: null },
    quote: {
      ...context.quote,
      hasRiskDataChanged:
        context.quote.hasRiskDataChanged || (changed && context.result.quoteRef !== null),
      vehicleDetails: {
        ...before,
        registration: info.registration,
        make: info.make.desc,
        model: info.model.desc,
        numberOfDoors: info.numberOfDoors.code,
        bodyType: info.bodyType.code,
        fuelType: info.fuelType.code,
        transmission: info.transmission.code,
        engineSize: info.cubicCapacity,
        yearOfManufacture: info.yearOfManufacture,
        registrationDate: info.registrationDate,
        abiCode: info.abiCode,
        abiGroup: info.abiGroup,
        numberOfSeats: info.numberOfSeats,
        grossWeight: info.grossWeight,
        isQPlate: info.isQPlate,
      },
    },
  };
}

/** Buy Now step 3: the quote was re-rated; its new outcome replaces the old and a method must be chosen again. */
export function applyRerate(
  context: JourneyContext,
  response: UpdateContactPreferencesResult,
): Update {
  const outcome = response.underwritingOutcome ?? context.result.underwritingOutcome;
  if (!outcome) return {};
  const result = { ...withOutcome(context.result, outcome), isLatestFullyPricedQuote: true };
  return {
    result,
    payment: {
      ...context.payment,
      selectedPaymentMethod: null,
      selectedPaymentOption: null,
      allowableOptions: allowableOf(result),
    },
  };
}

/** Buy Now step 4: the first option takes the option and response ids the save returned. */
export function applyOptionIds(
  context: JourneyContext,
  ids: { optionId?: string; underwritingOutcomeResponseId?: string },
): Update {
  const outcome = context.result.underwritingOutcome;
  if (!outcome || !ids.optionId || !ids.underwritingOutcomeResponseId) return {};
  const [first, ...rest] = outcome.underwrittenOptions;
  if (!first) return {};
  const updatedFirst = { ...first, optionId: ids.optionId };
  const selectedOption =
    context.result.selectedOption?.optionId === first.optionId
      ? updatedFirst
      : context.result.selectedOption;
  return {
    result: {
      ...context.result,
      selectedOption,
      underwritingOutcome: {
        ...outcome,
        underwritingOutcomeResponseId: ids.underwritingOutcomeResponseId,
        underwrittenOptions: [updatedFirst, ...rest],
      },
    },
  };
}

/** Buy Now step 5: the proposer's contact details and preferences are kept; renewal is the opposite of opt-out. */
export function storeContact(context: JourneyContext, form: ContactForm | null): Update {
  if (!form) return {};
  return {
    quote: {
      ...context.quote,
      proposerDetails: {
        ...context.quote.proposerDetails,
        emailAddress: form.emailAddress,
        phoneNumber: form.phoneNumber,
        licenceNumber: form.licenceNumber ?? context.quote.proposerDetails.licenceNumber,
      },
    },
    contact: {
      ...context.contact,
      contactEmail: form.emailAddress,
      contactPhoneNumber: form.phoneNumber,
      marketingPreferenceSms: !form.optOutMarketingPreferenceSms,
      marketingPreferenceEmail: !form.optOutMarketingPreferenceEmail,
      marketingPreferencePhone: !form.optOutMarketingPreferencePhone,
      annualIncome: form.annualIncome ?? null,
    },
    payment: {
      ...context.payment,
      renewalOptOut: form.renewalOptOut,
      automaticRenewal: !form.renewalOptOut,
    },
    pendingContact: null,
  };
}

/** Buy Now step 6: a thirty-day quote is offered instead (Direct Debit selected, showOnly30DayQuote set). */
export function offerThirtyDay(
  context: JourneyContext,
  response: UpdateContactPreferencesResult,
): Update {
  const offer = response.thirtyDayQuoteDetails;
  if (!offer) return {};
  return {
    result: {
      ...context.result,
      thirtyDayQuoteDetails: {
        quoteRef: offer.quoteRef,
        showOnly30DayQuote: true,
        thirtyDayUnderwritingOutcome: offer.thirtyDayUnderwritingOutcome,
      },
    },
    payment: { ...context.payment, selectedPaymentMethod: 'DIRECT_DEBIT' },
  };
}

/** The customer takes the thirty-day quote: it becomes the quote being bought, by card. */
export function acceptThirtyDay(context: JourneyContext): Update {
  const offer = context.result.thirtyDayQuoteDetails;
  if (!offer.quoteRef || !offer.thirtyDayUnderwritingOutcome) return {};
  const result = {
    ...withOutcome(
      { ...context.result, quoteRef: offer.quoteRef, selectedOption: null },
      offer.thirtyDayUnderwritingOutcome,
    ),
    isLatestFullyPricedQuote: true,
  };
  return {
    result,
    payment: {
      ...context.payment,
      selectedPaymentMethod: 'CARD_PAYMENT',
      is30DayQuote: true,
      allowableOptions: allowableOf(result),
    },
  };
}

export function applyRegistration(
  context: JourneyContext,
  response: SetVehicleRegistrationResult,
): Update {
  const base: Update = {
    quote: {
      ...context.quote,
      vehicleDetails: {
        ...context.quote.vehicleDetails,
        registration: response.vehicleRegistration,
      },
    },
  };
  const ids = applyOptionIds({ ...context, ...base }, response);
  return { ...base, ...ids, message: null };
}

/** A registration change that re-priced a quote not yet fully priced replaces its outcome (spec 2 §4). */
export function applyRegistrationRerate(
  context: JourneyContext,
  response: SetVehicleRegistrationResult,
): Update {
  if (!response.underwritingOutcome) return applyRegistration(context, response);
  const rerated = applyRerate(context, {
    hasPriceChanged: true,
    underwritingOutcome: response.underwritingOutcome,
  });
  return {
    ...rerated,
    quote: {
      ...context.quote,
      vehicleDetails: {
        ...context.quote.vehicleDetails,
        registration: response.vehicleRegistration,
      },
    },
    message: null,
  };
}

export function storeTakeUp(context: JourneyContext, takeUp: TakeUpQuoteResult): Update {
  return {
    payment: {
      ...context.payment,
      policyReference: takeUp.policyReference,
      portalUserStatus: takeUp.portalUserStatus,
      paymentDate: takeUp.paymentDate,
      sendWelcomePack: takeUp.sendWelcomePack,
    },
    quote: {
      ...context.quote,
      completedSteps: { ...context.quote.completedSteps, thankYou: true },
    },
    pendingBankDetails: null,
    pendingPaymentDetails: null,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Answers saved in another tab are adopted. Drafts this tab typed since it last adopted are its own: they are
 * kept, and when the other tab saved answers meanwhile the customer is told (syncConflict).
 */
export function adoptExternal(context: JourneyContext, snapshot: PersistedJourney): Update {
  const incoming = snapshot.data.drafts;
  const own = Object.fromEntries(
    Object.entries(context.drafts).filter(
      ([step, values]) =>
        !sameValue(values, context.syncedDrafts[step as keyof typeof context.syncedDrafts]),
    ),
  );
  // The other tab saved answers, or a different draft, while this one holds unsaved answers.
  const conflict =
    Object.keys(own).length > 0 &&
    (!sameValue(snapshot.data.quote, context.quote) ||
      Object.entries(own).some(
        ([step, values]) =>
          step in incoming && !sameValue(values, incoming[step as keyof typeof incoming]),
      ));
  return {
    ...snapshot.data,
    location: context.location,
    drafts: { ...incoming, ...own },
    syncedDrafts: incoming,
    revision: snapshot.revision,
    syncConflict: conflict,
  };
}
