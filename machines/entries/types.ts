/** The entries part's shapes: restart, reminder and retrieval, their checks and events. */
import type { AggregatorState } from '../core/state';
import type { Money } from '../core/contract';

/** A restart of a lapsed or cancelled policy (spec 2 §2): its quote and the price its landing page shows. */
export interface RestartContext {
  quoteRef: string | null;
  premium: Money | null;
}

export interface ReminderContext {
  quoteRef: string | null;
}

/** Quote retrieval (spec 1 §5): the quote asked for, from the link, the retrieve-quote stamp or the form. */
export interface RetrievalContext {
  quoteRef: string | null;
  /** Opened from a saved quote's emailed link (issue #29): the check asks the saved quote's details. */
  saved: boolean;
}

/** What the retrieve-quote stamp says when the retrieval page opens: the quote and whether it is still fresh. */
export interface RetrieveStampReading {
  quoteRef: string;
  /** Saved less than 30 minutes ago (spec 1 §9): the quote reopens without the check. */
  fresh: boolean;
}

export interface EntryContext {
  /** is_mobile=app: the mobile app hides 'Transfer Me'. */
  isMobileApp: boolean;
  email: string | null;
  registration: string | null;
}

export interface DpaForm {
  surname: string;
  dateOfBirth: string;
  postcode: string;
}

/** The restart landing page's check (spec 2 §2): the DPA answers and the vehicle's registration. */
export type RestartDpaForm = DpaForm & { registration: string };

/** The quote retrieval form (spec 1 §5), with the quote's reference when the page does not know it. */
export type RetrievalForm = DpaForm & { firstName: string; registration: string; quoteRef: string };

/** The data-protection check of a restart: the customer's answers with the policy's reference. */
export interface RestartDpaInput {
  quoteReference: string;
  surname: string;
  dateOfBirth: string;
  postcode: string;
  vehicleRegistration: string;
}

/** What the last data-protection check said of the quote's lock-out (spec 2 §4 Restart). */
export interface LockOut {
  /** After a failed check: the failed checks the quote still allows before it is locked, when the server said. */
  attemptsRemaining: number | null;
  /** The quote is locked by failed checks: when it can be checked again (ISO date-time), when the server said. */
  lockedUntil: string | null;
}

/** What the entries part keeps in the journey's context: how the customer arrived and the check under way. */
export interface EntriesContext {
  entry: EntryContext;
  aggregator: AggregatorState | null;
  restart: RestartContext;
  reminder: ReminderContext;
  retrieval: RetrievalContext;
  pendingDpa: (DpaForm & { registration?: string; firstName?: string }) | null;
  lockOut: LockOut;
}

/** The events the entries part answers. */
export type EntriesEvent =
  | { type: 'restart.submit'; details: RestartDpaForm }
  /** The restart's premium could not be shown: the customer closes the modal that says so. */
  | { type: 'restart.closeProblem' }
  | { type: 'reminder.submit'; details: DpaForm }
  | { type: 'retrieval.submit'; details: RetrievalForm }
  /** The saved quote's check (issue #29): the details given when it was saved. */
  | { type: 'savedQuote.submit'; details: DpaForm };
