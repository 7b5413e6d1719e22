/** The answers of Save my quote and of the saved quote's check (issue #29). */
import { JOURNEY_TEXT } from '../core/text';
import type { SavedQuoteAnswers } from '../core/contract';
import { answersFor, aQuoteDetails } from '../testing/factories';
import { completeStep } from '../wizard/step-answers';
import { initialContext } from '../core/context';
import { savedAnswersOf } from '../session/persistence';
import { withRestoredAnswers } from '../session/saved-answers';
import {
  answers,
  fails,
  fault,
  serverCodeOutcomes,
  serviceError,
  type ActorOutcome,
} from './actor-outcome';
import { dpaLocked } from './entry-outcomes';

/**
 * SAV-TEST-1 as the sandbox seeds it: left on About you, the vehicle's two steps answered (DL19 CAR; server/
 * seed.ts), so results ask for no registration later.
 */
const savedOnStepThree = (() => {
  const fresh = initialContext(undefined);
  const quote = (['vehicleDetails', 'vehicleDetailsTwo'] as const).reduce(
    (answered, step) => completeStep(answered, step, answersFor(step)),
    fresh.quote,
  );
  return savedAnswersOf({ ...fresh, quote });
})();

/** The check's answer as the app's call gives it to the journey: the answers read back with it. */
const saved = (quoteRef: string, extra: Partial<SavedQuoteAnswers> = {}) =>
  withRestoredAnswers({
    quoteRef,
    emailAddress: 'alex.saver@example.com',
    savedAt: '2026-11-22T09:00:00.000Z',
    expiresAt: '2026-12-22T09:00:00.000Z',
    activeStep: 3,
    answers: savedOnStepThree,
    ...extra,
  });

export const saveOutcomes: readonly ActorOutcome[] = [
  answers(
    'saveQuoteForLater',
    'saved',
    {
      quoteRef: 'SAV-TEST-2',
      emailAddress: 'alex.saver@example.com',
      expiresAt: '2026-12-22T10:00:00.000Z',
    },
    'any email address',
  ),
  fails(
    'saveQuoteForLater',
    'failed',
    serviceError(500, JOURNEY_TEXT.service.unexpected),
    fault('saveQuoteForLater', 500),
  ),
  fails(
    'saveQuoteForLater',
    'takenUp',
    serviceError(409, 'QUOTE_TAKEN_UP', 'QUOTE_TAKEN_UP'),
    fault('saveQuoteForLater', 409, 'QUOTE_TAKEN_UP'),
  ),

  answers(
    'savedQuoteDpaCheck',
    'matched',
    saved('SAV-TEST-1'),
    'SAV-TEST-1: surname Saver, born 05/11/1992, SW1A 1AA',
  ),
  answers(
    'savedQuoteDpaCheck',
    'matched priced',
    saved('SAVQ-TEST-1', {
      activeStep: 7,
      quote: aQuoteDetails({
        metaData: { quoteRef: 'SAVQ-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
      }),
    }),
    'SAVQ-TEST-1: surname Saver, born 05/11/1992, SW1A 1AA',
  ),
  answers(
    'savedQuoteDpaCheck',
    'unreadable',
    saved('SAV-TEST-NEWER', { answers: { version: 2, journey: {} } }),
    'SAV-TEST-NEWER: saved by a later version of the app',
  ),
  fails(
    'savedQuoteDpaCheck',
    'notFound',
    serviceError(404, JOURNEY_TEXT.service.errors.quoteNotFound),
    'any other surname',
  ),
  ...serverCodeOutcomes('savedQuoteDpaCheck', { labels: { QUOTE_LOCKED: dpaLocked } }),
];
