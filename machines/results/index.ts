/**
 * What the results part offers the other parts and their views; they import it from here and nothing else of
 * the results folder (a lint fence, eslint.config.js). The journey (machines/journey.ts) composes its chart.
 */
export { creditFigures, formatGbp, mileageHelper } from './credit';
export { CREDIT_RIGHTS } from './credit-terms';
export { footerContent, instalments, priceChoices, priceSummary } from './display';
export { fromQuoteDetails } from './prices';
export { collectionOptionFor, isRestartQuote, selectOption } from './rules';
export { acceptanceBlockOf, isUpdatingNcd, isUpdatingQuote } from './view';
