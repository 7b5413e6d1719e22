/**
 * The journey's setup: its vocabulary (journey.base.ts) with the actions of each part of the journey
 * (machines/actions/). Region files build their states from `journeySetup`.
 */
import type { ContactForm } from './journey.types';
import { entriesSetup } from './actions/entries';

export const journeySetup = entriesSetup;

export { IDLE_TIMEOUT_MS, initialContext, stepPath } from './journey.context';
export type { AnyJourneyEvent, InternalEvent, JourneyEmitted } from './journey.context';
export type { ContactForm };
