/**
 * What the results part offers the other parts and their views; they import it from here and nothing else of
 * the results folder (a lint fence, eslint.config.js). The journey (machines/journey.ts) composes its chart.
 */
export { creditFigures, formatGbp, mileageHelper, type CreditFigures } from './credit';
export {
  AGREEMENT_APR_PERCENT,
  AGREEMENT_MONTHS,
  CREDIT_ADMINISTRATION_FEE,
  CREDIT_RIGHTS,
  FIXED_INTEREST_PERCENT,
  IPT_PERCENT,
  LENDER_CHARGES,
  POLICY_MONTHS,
} from './credit-terms';
export {
  EXCESS_NAMES,
  coverLevelName,
  footerContent,
  footerShown,
  instalments,
  isThirtyDay,
  isVanBody,
  monthlyCostOf,
  needsAndDemands,
  priceChoices,
  priceSummary,
  scrolledFraction,
  thirtyDayPeriod,
  type FooterContent,
  type MonthlyCost,
  type PriceChoice,
} from './display';
export {
  coverSummaryOf,
  excessTotal,
  insurersExcesses,
  type CoverSummary,
  type ExcessTotal,
} from './cover-summary';
export { fromQuoteDetails } from './prices';
export {
  affordabilityCheckRequired,
  collectionOptionFor,
  isRestartQuote,
  isThirtyDayQuote,
  selectOption,
  validEndorsements,
} from './rules';
export {
  policyCoverLines,
  renewalNotice,
  renewalTimeline,
  type PolicyCardLine,
  type RenewalTimeline,
} from './subscription';
export { acceptanceBlockOf, isUpdatingNcd, isUpdatingQuote } from './view';
export { cancellationTermOf, type CancellationTerm } from './product-term';
export {
  acknowledgedDocuments,
  cancellationRights,
  regulatedInformationOf,
  type ProductDocumentKind,
  type ProductDocumentLink,
  type RegulatedInformation,
  type RegulatedParties,
  type RegulatedProduct,
  type RegulatedSection,
} from './regulated';
export type { CreditDocumentFacts, CreditDocumentKind, RerateNotice } from './types';
export { creditText } from './credit-text';
export { resultsPageText } from './page-text';
