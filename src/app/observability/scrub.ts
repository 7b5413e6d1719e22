/**
 * Keeps personal data in the browser (spec 1 §8, §9): every report, breadcrumb, span and URL passes through
 * here before it is kept or sent. Query strings and fragments are dropped, path segments that are not fixed
 * words are replaced, values under personal keys are redacted, and free text loses anything shaped like an
 * email, postcode, phone number, date, card or account number, sort code or registration, as well as any of
 * the customer's own answers the journey holds.
 *
 * The parts: what counts as personal (personal-data.ts), free text and URLs (scrub-text.ts), structured values
 * (scrub-value.ts), what the SDK sends (scrub-event.ts) and the customer's answers (customer-answers.ts).
 */
export { REDACTED, isPersonalKey } from './personal-data';
export { REDACTED_SEGMENT, scrubText, scrubUrl, type ScrubOptions } from './scrub-text';
export { scrubValue } from './scrub-value';
export {
  scrubBreadcrumb,
  scrubEvent,
  scrubSpan,
  type ScrubbableBreadcrumb,
  type ScrubbableEvent,
} from './scrub-event';
export { personalValuesIn, scrubOptionsFrom } from './customer-answers';
