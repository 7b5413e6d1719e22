/**
 * What the session part offers the other parts and their views; they import it from here and nothing else of
 * the session folder (a lint fence, eslint.config.js). The journey (machines/journey.ts) composes its chart.
 */
export { consentText, reviewsText, timeOutWarningText } from './around-text';
export { readTrackingData, trackingDataFromUrl, type TrackingData } from './campaign';
export { TOAST_DURATION_MS, attemptsRemainingOf } from './error-codes';
export { errorTransitions, routedOrShown } from './error-routing';
export {
  attachPersistence,
  createMemoryStorage,
  readPersisted,
  type KeyValueStorage,
} from './persistence';
export {
  NOT_FOUND_PAGE,
  RESTART_RESULTS_PATH,
  pagePaths,
  pageTable,
  pathsOf,
  type Page,
  type PageId,
  type PageModule,
} from './page-table';
export { normalisePath, type EntryTarget } from './routing';
export { withRestoredAnswers } from './saved-answers';
export { attachTabSync } from './tab-sync';
export { canSaveQuote, isPageCovered, isPageLoading } from './view';
export { saveButtonText } from './save-button-text';
export {
  ANALYTICS_ITEM_CATEGORY,
  analyticsChannel,
  readRetrieveQuoteStamp,
  retrieveQuoteStamp,
  type AnalyticsChannel,
} from './tracking';
export { outcomeText } from './outcome-text';
