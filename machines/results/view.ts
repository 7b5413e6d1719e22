/**
 * What the results pages read of the journey, as selectors of a snapshot: the views render these and never
 * ask the chart for a state by name, nor apply a rule themselves.
 */
import { acknowledgedDocuments, cancellationTermOf, type RegulatedProduct } from './regulated';
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';
import { isUnder18AtCoverStart } from '../core/ages';
import { quoteExpiryDays } from './credit';
import type { JourneyContext } from '../core/types';
import type { UnderwritingOutcome, UnderwrittenOption } from '../core/contract';
import type { SoldDuration } from '../../shared/policy-terms';
import { contactText } from './contact-text';
import { creditText } from './credit-text';
import { coverSummaryOf } from './cover-summary';
import {
  footerContent,
  monthlyCostOf,
  offersNcdProtection,
  priceChoices,
  thirtyDayPeriod,
} from './display';
import type { CreditDocumentKind } from './types';
import { policyCoverLines, renewalNotice } from './subscription';
import { extrasOfferedIn, wantedExtras } from './extras-chart';
import type { ExtraOffer } from './extras';
import {
  acceptanceBlock,
  affordabilityCheckRequired,
  collectionOptionFor,
  durationChoices,
  isRestartQuote,
  isThirtyDayQuote,
  preferredOption,
  showCreditPanel,
} from './rules';

export { isMobileDevice } from './device';
export { regulatedInformationOf } from './regulated';

/** Buy Now's acknowledgement: the documents of the product chosen, once there is one (issue #28). */
export function agreementHintOf({ context }: JourneySnapshot): string | null {
  const option = context.result.selectedOption;
  return option ? acknowledgedDocuments(cancellationTermOf(option)) : null;
}

/** What the statement of fact is made from: the answers and the lists that name their codes (issue #28). */
export const statementSourceOf = ({ context }: JourneySnapshot) => ({
  source: { quote: context.quote, referenceData: context.referenceData },
  quoteRef: context.result.quoteRef,
});

/** The results states whose call blocks the page (spec 2 §4: 'Updating Quote...'). */
export const isUpdatingQuote = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { results: 'buyNow' } }) ||
  snapshot.matches({ flow: { results: 'updatingRegistration' } });

/** The no-claims protection choice is being priced. */
export const isUpdatingNcd = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { results: 'updatingNcd' } });

/** Buy Now is saving the contact details. */
export const isSavingContact = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { results: 'buyNow' } });

/** The 30-day offer made at Buy Now is showing (spec 2 §4). */
export const isThirtyDayOfferShown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: 'thirtyDayQuote' });

/** The price of the thirty-day offer made at Buy Now, its period and its quote (spec 2 §4 step 6, §9). */
export function thirtyDayOfferOf(snapshot: JourneySnapshot) {
  const offer = snapshot.context.result.thirtyDayQuoteDetails;
  const option = preferredOption(offer.thirtyDayUnderwritingOutcome?.underwrittenOptions ?? []);
  const card = collectionOptionFor(option, 'CARD_PAYMENT');
  if (!option || !card) return null;
  return {
    price: card.totalAmountPayable.amount,
    period: thirtyDayPeriod(option),
    quoteRef: offer.quoteRef,
    /** spec 2 §9: what the 30-day policy earns and leaves out, and when it charges and emails. */
    coverLines: policyCoverLines(option),
    renewal: renewalNotice(option),
    insurer: option.insurerName,
  };
}

/** The 30-day offer's product, for the regulated information before its Buy Now (issue #28). */
export const thirtyDayProduct = (insurer: string | null): RegulatedProduct => ({
  term: 'ThirtyDay',
  insurer,
});

/** /30-day-quote prices a restart's quote (spec 2 §2 Restart quote results screen). */
export const isRestartQuoteShown = ({ context }: JourneySnapshot): boolean =>
  isRestartQuote(context);

/** The restart's quote page is busy: a results call, or any wait tagged as covering the page. */
export const isRestartQuoteBusy = (snapshot: JourneySnapshot): boolean =>
  isUpdatingQuote(snapshot) ||
  isUpdatingNcd(snapshot) ||
  snapshot.hasTag('overlay') ||
  snapshot.hasTag('loading');

/**
 * What a results page shows of the chosen option (spec 2 §2 to §5): the price choices, whether no-claims
 * protection and the credit panel's monthly option are offered, the footer, the registration still asked
 * for and the results' message (a field's message is shown by its field).
 */
export function resultsPageOf(
  {
    quote,
    payment,
    message,
  }: Pick<JourneyContext, 'quote' | 'payment'> & { message: PageMessage | null },
  option: UnderwrittenOption,
) {
  return {
    cover: coverSummaryOf(quote, option),
    choices: priceChoices(option),
    // Under-18 proposers see no total or APR of the credit (spec 2 §2 Acceptance block, reduced).
    monthlyCost: isUnder18AtCoverStart(
      quote.proposerDetails.dateOfBirth,
      quote.coverDetails.effectiveFrom,
    )
      ? null
      : monthlyCostOf(option),
    monthly: collectionOptionFor(option, 'DIRECT_DEBIT'),
    offersNcdProtection: offersNcdProtection(option, quote.coverDetails.yearsOfNoClaimsDiscount),
    footer: footerContent(option, payment.selectedPaymentMethod),
    /** The product the regulated information before Buy Now is about (issue #28). */
    regulated: {
      term: cancellationTermOf(option),
      insurer: option.insurerName,
    } satisfies RegulatedProduct,
    registrationMissing: quote.vehicleDetails.registration.trim() === '',
    registrationError: message?.field === 'registration' ? message.message : null,
    pageMessage: message && message.field === undefined ? message.message : null,
  };
}

/** The figures the results page states beside the price: the quote's expiry, the adult checks, the credit panel. */
export function resultsFigures(
  { quote, result, payment }: Pick<JourneyContext, 'quote' | 'result' | 'payment'>,
  now: Date,
) {
  const option = result.selectedOption;
  const { dateOfBirth } = quote.proposerDetails;
  const coverStart = quote.coverDetails.effectiveFrom;
  return {
    expiryDays: result.expiryDate ? quoteExpiryDays(result.expiryDate, now) : null,
    isAdult: !isUnder18AtCoverStart(dateOfBirth, coverStart),
    creditPanel: showCreditPanel({
      proposerDateOfBirth: dateOfBirth,
      coverStart,
      option,
      selectedPaymentMethod: payment.selectedPaymentMethod,
    }),
  };
}

/** What the acceptance block states for the chosen option (spec 2 §2 Acceptance block): built once, here. */
export function acceptanceBlockOf({ quote, result, payment }: JourneyContext) {
  return acceptanceBlock({
    proposerDateOfBirth: quote.proposerDetails.dateOfBirth,
    coverStart: quote.coverDetails.effectiveFrom,
    option: result.selectedOption,
    selectedPaymentMethod: payment.selectedPaymentMethod,
  });
}

/** The message the results part's pages show, if one stands (a page never shows another part's). */
export const resultsMessageOf = (snapshot: JourneySnapshot): PageMessage | null =>
  snapshot.context.messages.results;

/** The acceptance block's credit documents: the one being made, and what a failed one says (spec 2 §2). */
export function creditDocumentsOf(snapshot: JourneySnapshot): {
  downloading: CreditDocumentKind | null;
  downloadError: string | null;
} {
  // A document is being made exactly while the region holds it (credit-documents.ts clears it when done).
  const { making, failed } = snapshot.context.creditDocuments;
  return {
    downloading: making?.kind ?? null,
    downloadError:
      failed === null ? null : contactText.credit.downloadFailed(creditText.documents[failed]),
  };
}

/** spec 2 §4 Affordability: the contact details ask the annual income. */
export const isAffordabilityAsked = ({ context }: JourneySnapshot): boolean =>
  affordabilityCheckRequired({
    affordabilityCheck: context.result.affordabilityCheck,
    selectedPaymentMethod: context.payment.selectedPaymentMethod,
    is30DayQuote: context.payment.is30DayQuote,
    policyTermType: context.result.selectedOption?.policyTermType,
  });

/** spec 2 §2 Rolling subscription / renewals block: a 30-day quote renews as a rolling subscription. */
export const isRollingSubscriptionOf = ({ context }: JourneySnapshot): boolean =>
  isThirtyDayQuote({
    is30DayQuote: context.payment.is30DayQuote,
    policyTermType: context.result.selectedOption?.policyTermType,
  });

/** One duration the panel offers: its length and what it costs in full (spec 2 §2 /policy-selection). */
export interface DurationChoice {
  duration: SoldDuration;
  total: number;
}

/** The panel's choices of a quote priced for both durations, the 30-day first; none while it is priced. */
export function durationChoicesOf(outcome: UnderwritingOutcome | null): DurationChoice[] {
  return durationChoices(outcome?.underwrittenOptions ?? []).flatMap((option) => {
    const card = collectionOptionFor(option, 'CARD_PAYMENT');
    const duration = option.policyTermType === 'Annual' ? 'Annual' : 'ThirtyDay';
    return card ? [{ duration, total: card.totalAmountPayable.amount }] : [];
  });
}

/** The priced outcome the duration panel reads (the same object until the quote is priced again). */
export const quoteOutcomeOf = (snapshot: JourneySnapshot): UnderwritingOutcome | null =>
  snapshot.context.result.underwritingOutcome;

/** One optional extra as the results page shows it: ticked when the customer chose it (spec 2 §1, §9). */
export interface ExtraChoice extends ExtraOffer {
  chosen: boolean;
}

/**
 * The optional extras the results page offers (spec 2 §1, §9): none ticked until the customer adds one; while
 * their price is worked out the page says so; after a failed price, its message and a way to try again.
 */
export function extrasOf(snapshot: JourneySnapshot) {
  const { context } = snapshot;
  const wanted = wantedExtras(context);
  const message = context.messages.results;
  return {
    offers: extrasOfferedIn(context).map((offer): ExtraChoice => ({
      ...offer,
      chosen: wanted.includes(offer.code),
    })),
    updating: snapshot.matches({ flow: { results: 'repricingExtras' } }),
    failure: message?.field === 'extras' ? message.message : null,
    canRetry: snapshot.can({ type: 'results.retryExtras' }),
  };
}
