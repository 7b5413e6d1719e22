import type { EntryTarget } from '../session/routing';
import type { StepId } from '../wizard/navigation';
import type { EntriesContext, EntriesEvent, RestartContext } from '../entries/types';
import type { ResultsContext, ResultsEvent } from '../results/types';
import type { SavedQuoteRecord, SessionContext, SessionEvent } from '../session/types';
import type { WizardContext, WizardEvent } from '../wizard/types';
import type { PaymentContext, PaymentDraftKey, PaymentEvent } from '../payment/types';

/** The journey's state shapes, for the views that take them (their defaults stay in ./state). */
export type { PaymentState, QuoteState, ResultState } from './state';
export type * from '../payment/types';
export type * from '../entries/types';
export type * from '../results/types';
export type * from '../session/types';
export type * from '../wizard/types';

/** The forms whose unsubmitted answers are kept: the steps, the contact details and the payment forms. */
export type DraftKey = StepId | 'results' | PaymentDraftKey;
export type Drafts = Partial<Record<DraftKey, unknown>>;

/** A message shown on the current page: an inline payment message or a field error. */
export interface PageMessage {
  kind: 'error' | 'info';
  field?: string;
  message: string;
}

/** The parts whose pages show a message of their own. */
export type MessagePart = 'wizard' | 'results' | 'payment' | 'entries';

/** Each part's page message: a page shows its own part's, never another's. */
export type PageMessages = Record<MessagePart, PageMessage | null>;

/**
 * The journey's context: the union of the parts' slices, each declared and started by its part
 * (machines/<part>/types.ts and context.ts), and the page messages keyed by part.
 */
export interface JourneyContext
  extends SessionContext, WizardContext, ResultsContext, PaymentContext, EntriesContext {
  messages: PageMessages;
}

export type JourneyEvent = SessionEvent | WizardEvent | ResultsEvent | PaymentEvent | EntriesEvent;

/** What the journey keeps in browser storage (key root, version 1). */
export interface PersistedJourney {
  version: 1;
  revision: number;
  savedAt: string;
  data: Pick<
    JourneyContext,
    | 'quote'
    | 'result'
    | 'payment'
    | 'contact'
    | 'vehicleLookup'
    | 'aggregator'
    | 'drafts'
    | 'entry'
    | 'location'
    | 'purchase'
  > & {
    /** A restart under way, so a reload stays on its quote; journeys stored before it have none. */
    restart?: RestartContext;
    /** The quote's last save for later; journeys stored before saves existed have none. */
    saved?: SavedQuoteRecord | null;
  };
}

export interface JourneyInput {
  /** The URL the app was opened at. */
  url?: string;
  /** What browser storage held under `root`, already checked (see persistence.ts). */
  restored?: PersistedJourney | null;
  /** When the journey started on the wall clock (epoch ms), where its idle deadlines first count from; now if not given. */
  startedAt?: number;
}

export type { EntryTarget };
export type { CheckedSavedQuote, SavedAnswers } from '../session/saved-answers';
