/** The session part's events: start-up, the router, idle, the home dialog and another tab's record. */
import type { Drafts, PersistedJourney } from '../core/types';
import type { ReferenceData } from '../core/reference-data';
import type { NavigationType } from './routing';

/** What the session part keeps in the journey's context: start-up, where the journey is, drafts and tabs. */
export interface SessionContext {
  referenceData: ReferenceData | null;
  bootError: string | null;
  /** Unsubmitted answers of each step, so a reload or a failed call loses nothing typed. */
  drafts: Drafts;
  /** The drafts as last adopted from another tab: what differs from them was typed here. */
  syncedDrafts: Drafts;
  /** The path the journey shows and whether it replaced the history entry. */
  location: { path: string; replace: boolean };
  /** The path and query the app was opened at, routed once the journey has started. */
  entryUrl: string;
  /** The next path shown replaces the history entry (a redirect). */
  replaceNext: boolean;
  /** Increases with every stored change; two tabs compare it before adopting each other's answers. */
  revision: number;
  /** Set when another tab saved answers while this one had unsaved ones. */
  syncConflict: boolean;
  /** When the customer was last active (epoch ms, the wall clock): the idle deadlines count from it. */
  idleSince: number;
  /** The last save of the quote for later (issue #29), kept so the next save renews it and the time-out says so. */
  saved: SavedQuoteRecord | null;
}

/** A save of the quote for later: the reference its emailed link names, where the link went and until when. */
export interface SavedQuoteRecord {
  quoteRef: string;
  emailAddress: string;
  /** When the link stops working (ISO date-time), 30 days after the save. */
  expiresAt: string;
}

/** Who the customer is, as the saved quote's check asks it again: asked by the save before About you is answered. */
export interface SaveIdentity {
  surname: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  postcode: string;
}

/** What the save dialog sends: where to send the link and, when the answers do not say yet, who the customer is. */
export interface SaveQuoteForm {
  emailAddress: string;
  identity: SaveIdentity | null;
}

/** The events the session part answers. */
export type SessionEvent =
  | { type: 'boot.retry' }
  | { type: 'route.changed'; pathname: string; search: string; navigationType: NavigationType }
  /** The customer did something, `at` the wall-clock time (epoch ms). */
  | { type: 'idle.activity'; at: number }
  /** The page woke or came back into view at `at`: a device asleep past a deadline meets it now. */
  | { type: 'idle.clockCheck'; at: number }
  | { type: 'idle.timedOut' }
  | { type: 'journey.reset' }
  | { type: 'header.logoClicked' }
  | { type: 'homeDialog.stay' }
  | { type: 'homeDialog.leave' }
  | { type: 'sync.external'; snapshot: PersistedJourney }
  /** Save my quote, `at` the wall-clock time (the warning's button is the customer's activity). */
  | { type: 'save.open'; at: number }
  | { type: 'save.submit'; form: SaveQuoteForm }
  | { type: 'save.close' };
