/**
 * Buy Now (spec 2 §4): the contact details are saved, then the quote is re-rated, a thirty-day quote is
 * offered, or the customer goes on to pay by the method chosen on the results page.
 */
import { assertEvent, assign, emit } from 'xstate';
import type { AnyJourneyEvent } from '../core/context';
import type { ContactForm, Drafts, JourneyContext } from '../core/types';
import { normalisePhone } from '../core/formats';
import { TOAST_DURATION_MS } from '../session';
import { resetForThirtyDayQuote } from './rules';
import { pagePaths } from '../session';
import type {
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
} from '../core/contract';
import { JOURNEY_TEXT } from '../core/text';
import { defineActions, defineGuards, known, outputOf } from '../core/define';
import { errorTransitions } from '../session';
import { allowableOf, applyOptionIds, applyRerate, rerateNoticeOf, withOutcome } from './prices';

type Update = Partial<JourneyContext>;

function contactPreferencesRequest(context: JourneyContext): UpdateContactPreferencesRequest {
  const form = context.pendingContact;
  const drivers = context.quote.additionalDrivers;
  const request: UpdateContactPreferencesRequest = {
    quoteReference: known(context.result.quoteRef, 'the quote reference'),
    contactDetails: {
      contactPhoneNumber: normalisePhone(form?.phoneNumber ?? context.contact.contactPhoneNumber),
      contactEmail: form?.emailAddress ?? context.contact.contactEmail,
      sendPolicyDocumentByEmail: context.contact.sendPolicyDocumentByEmail,
      sendPolicyDocumentsByPost: context.contact.sendPolicyDocumentsByPost,
      marketingPreferenceSms: !(form?.optOutMarketingPreferenceSms ?? false),
      marketingPreferenceEmail: !(form?.optOutMarketingPreferenceEmail ?? false),
      marketingPreferencePhone: !(form?.optOutMarketingPreferencePhone ?? false),
      automaticRenewal: !(form?.renewalOptOut ?? context.payment.renewalOptOut ?? false),
    },
    selectedAddOns: context.payment.addons,
  };
  const licenceNumber = form ? form.licenceNumber : context.quote.proposerDetails.licenceNumber;
  if (licenceNumber) request.licenceNumber = licenceNumber;
  const driverNumbers = form?.additionalDriverLicenceNumbers ?? [];
  if (drivers.length > 0) {
    request.additionalDriverDetails = drivers.map((driver, index) => ({
      firstName: driver.firstName,
      lastName: driver.lastNames,
      dateOfBirth: driver.dateOfBirth,
      driverLicenceNumber: (form ? driverNumbers[index] : driver.licenceNumber) ?? '',
    }));
  }
  if (form?.annualIncome != null) request.annualIncome = Math.round(form.annualIncome);
  return request;
}

function withoutResultsDraft(drafts: Drafts): Drafts {
  const { results: _saved, ...rest } = drafts;
  return rest;
}

/** Buy Now step 5: the proposer's contact details and preferences are kept; renewal is the opposite of opt-out. */
function storeContact(context: JourneyContext, form: ContactForm | null): Update {
  if (!form) return {};
  return {
    quote: {
      ...context.quote,
      proposerDetails: {
        ...context.quote.proposerDetails,
        emailAddress: form.emailAddress,
        phoneNumber: form.phoneNumber,
        // What the form sent is the answer: an emptied optional number is cleared, not kept.
        licenceNumber: form.licenceNumber ?? null,
      },
      additionalDrivers: context.quote.additionalDrivers.map((driver, index) => ({
        ...driver,
        licenceNumber: form.additionalDriverLicenceNumbers?.[index] ?? null,
      })),
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
    drafts: withoutResultsDraft(context.drafts),
  };
}

/** Buy Now step 6: a thirty-day quote is offered instead (Direct Debit selected, showOnly30DayQuote set). */
function offerThirtyDay(context: JourneyContext, response: UpdateContactPreferencesResult): Update {
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
function acceptThirtyDay(context: JourneyContext): Update {
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

const savedContact = (event: AnyJourneyEvent) => outputOf<UpdateContactPreferencesResult>(event);

export const buyNowActions = defineActions({
  // Pressing Buy Now again is the customer's answer to a re-rate's notice.
  rememberContact: assign(({ event }) => {
    assertEvent(event, 'buyNow.submit');
    return { pendingContact: event.contact, rerated: null };
  }),
  applyRerate: assign(({ context, event }) => {
    const response = savedContact(event);
    if (!response) return {};
    const update = applyRerate(context, response);
    return { ...update, rerated: rerateNoticeOf(context, update.result?.selectedOption ?? null) };
  }),
  announceRerate: emit({
    type: 'toast',
    message: JOURNEY_TEXT.results.rerated,
    durationMs: TOAST_DURATION_MS,
  }),
  applyOptionIds: assign(({ context, event }) => {
    const response = savedContact(event);
    return response ? applyOptionIds(context, response) : {};
  }),
  storeContact: assign(({ context }) => storeContact(context, context.pendingContact)),
  offerThirtyDayQuote: assign(({ context, event }) => {
    const response = savedContact(event);
    return response ? offerThirtyDay(context, response) : {};
  }),
  acceptThirtyDayQuote: assign(({ context }) => acceptThirtyDay(context)),
  declineThirtyDayQuote: assign(({ context }) => ({
    payment: resetForThirtyDayQuote(context.payment, context.result.selectedOption),
    result: {
      ...context.result,
      thirtyDayQuoteDetails: {
        quoteRef: null,
        showOnly30DayQuote: false,
        thirtyDayUnderwritingOutcome: null,
      },
    },
  })),
});

export const buyNowGuards = defineGuards({
  hasNoPaymentMethod: ({ context }) => context.payment.selectedPaymentMethod === null,
  hasNoRegistration: ({ context }) => context.quote.vehicleDetails.registration.trim() === '',
  priceChangedOnUnpricedQuote: ({ context, event }) =>
    savedContact(event)?.hasPriceChanged === true && !context.result.isLatestFullyPricedQuote,
  // spec 2 §4 Buy Now step 3 needs the re-rated outcome; §8 names its absence 'Updated Options is missing'.
  updatedOptionsMissing: ({ context, event }) => {
    const response = savedContact(event);
    return (
      response?.hasPriceChanged === true &&
      !context.result.isLatestFullyPricedQuote &&
      !response.underwritingOutcome
    );
  },
  optionIdMissing: ({ event }) => !savedContact(event)?.optionId,
  responseIdMissing: ({ event }) => !savedContact(event)?.underwritingOutcomeResponseId,
  thirtyDayQuoteOffered: ({ event }) =>
    Boolean(savedContact(event)?.thirtyDayQuoteDetails?.quoteRef),
  paysByCard: ({ context }) => context.payment.selectedPaymentMethod === 'CARD_PAYMENT',
});

/**
 * spec 2 §4 step 4 and §8: a saved contact that lacks an identifier the payment needs keeps the customer on
 * the results, told and able to try again; the fault is reported.
 */
function staysWithReportedFault(guard: 'optionIdMissing' | 'responseIdMissing') {
  const text = JOURNEY_TEXT.results[guard];
  return {
    guard,
    target: 'ready',
    actions: [
      { type: 'setMessage', params: { part: 'results', text } },
      { type: 'reportError', params: { error: new Error(text) } },
      'scrollToTop',
    ],
  } as const;
}

/** Buy Now pressed on the results page: a payment method must have been chosen (spec 2 §4 step 1). */
export const submitBuyNow = [
  {
    guard: 'hasNoPaymentMethod',
    actions: [
      {
        type: 'setMessage',
        params: { part: 'results', text: JOURNEY_TEXT.results.noPaymentOption },
      },
      'scrollToTop',
    ],
  },
  {
    guard: 'hasNoRegistration',
    actions: [
      {
        type: 'setMessage',
        params: { part: 'results', text: JOURNEY_TEXT.results.registrationRequiredToPay },
      },
      'scrollToTop',
    ],
  },
  { target: 'buyNow', actions: ['rememberContact', 'clearMessage'] },
] as const;

/** Buy Now steps 2 to 8: save the contact details, then re-rate, offer thirty days, or go to payment. */
export const buyNow = {
  tags: ['overlay'],
  meta: { requirements: ['spec 2 §4 Buy Now'] },
  on: { 'route.changed': { actions: 'keepLocation' } },
  invoke: {
    id: 'saveContactPreferences',
    src: 'saveContactPreferences',
    input: ({ context }: { context: JourneyContext }) => contactPreferencesRequest(context),
    onDone: [
      // spec 2 §4 steps 3 and 4, §8: like the missing ids below, the customer stays, told; the fault is reported.
      {
        guard: 'updatedOptionsMissing',
        target: 'ready',
        actions: [
          {
            type: 'setMessage',
            params: { part: 'results', text: JOURNEY_TEXT.results.updatedOptionsMissing },
          },
          {
            type: 'reportError',
            params: { error: new Error(JOURNEY_TEXT.results.updatedOptionsMissing) },
          },
          'scrollToTop',
        ],
      },
      {
        guard: 'priceChangedOnUnpricedQuote',
        target: 'ready',
        actions: ['applyRerate', 'scrollToTop', 'announceRerate'],
      },
      staysWithReportedFault('optionIdMissing'),
      staysWithReportedFault('responseIdMissing'),
      {
        guard: 'thirtyDayQuoteOffered',
        target: '#flow.thirtyDayQuote',
        actions: ['applyOptionIds', 'storeContact', 'offerThirtyDayQuote'],
      },
      {
        guard: 'paysByCard',
        target: '#flow.payment.card',
        actions: ['applyOptionIds', 'storeContact'],
      },
      { target: '#flow.payment.directDebit', actions: ['applyOptionIds', 'storeContact'] },
    ],
    onError: errorTransitions({ target: '#flow.results.ready', part: 'results' }),
  },
} as const;

/** The thirty-day quote offered at Buy Now (spec 2 §4 step 6). */
export const thirtyDayQuote = {
  entry: [{ type: 'showPath', params: { path: pagePaths.thirtyDayQuote } }],
  tags: ['idleTimeout'],
  on: {
    'thirtyDay.accept': { target: '#flow.payment.card', actions: 'acceptThirtyDayQuote' },
    'thirtyDay.decline': { target: '#flow.results', actions: 'declineThirtyDayQuote' },
  },
} as const;
