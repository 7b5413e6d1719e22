/**
 * What the entries part offers the other parts and their views; they import it from here and nothing else of
 * the entries folder (a lint fence, eslint.config.js). The journey (machines/journey.ts) composes its chart.
 */
export { salesTrackingUrl, type SalesTrackingConfig } from './sales-tracking';
export { aggregatorLandingOf } from './view';
export {
  emptyReminderValues,
  reminderEntries,
  toReminderForm,
  type ReminderValues,
} from './schemas/returning-visitor';
export { entriesText } from './text';
