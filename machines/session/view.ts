/** What the frame around every page reads of the journey, as selectors of a snapshot. */
import type { JourneySnapshot } from '../journey';

import { IDLE_TIMEOUT_MS } from '../core/context';
import type { SavedQuoteRecord } from '../core/types';
import { identityOfAnswers, SAVE_QUOTE_PAGES } from './save-quote';

/** How long the time-out warning counts down before the journey times out. */
export { IDLE_WARNING_MS } from '../core/context';

/** When the journey times out on the wall clock (epoch ms): 15 minutes after the last activity. */
export const timeOutDeadlineOf = (snapshot: JourneySnapshot): number =>
  snapshot.context.idleSince + IDLE_TIMEOUT_MS;

/** The idle time-out's warning is up (machines/session/idle.ts). */
export const isTimeOutWarningShown = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ idle: 'warning' });

/** A wait that covers the page (a check or a save under way): its controls wait (tag `overlay`). */
export const isPageCovered = (snapshot: JourneySnapshot): boolean => snapshot.hasTag('overlay');

/** The page's content is still being fetched (tag `loading`). */
export const isPageLoading = (snapshot: JourneySnapshot): boolean => snapshot.hasTag('loading');

/** Where Save my quote stands (issue #29): closed, or the dialog's state. */
export type SaveQuoteStatus = 'closed' | 'editing' | 'saving' | 'saved' | 'failed';

export const saveQuoteStatusOf = (snapshot: JourneySnapshot): SaveQuoteStatus =>
  snapshot.value.saveQuote;

/**
 * Save my quote is offered here: on the pages the chart saves on (`SAVE_QUOTE_PAGES`, the wizard's steps and
 * the results), and their time-out warning.
 */
export const canSaveQuote = (snapshot: JourneySnapshot): boolean =>
  SAVE_QUOTE_PAGES.some((page) => snapshot.matches({ flow: page }));

/** The dialog asks who the customer is: the answers do not say yet (before About you). */
export const saveAsksIdentity = (snapshot: JourneySnapshot): boolean =>
  identityOfAnswers(snapshot.context) === null;

/** The email address to offer: the last save's, else the one the customer gave (contact details or a link). */
export const saveEmailOf = ({ context }: JourneySnapshot): string =>
  context.saved?.emailAddress ||
  context.contact.contactEmail ||
  context.quote.proposerDetails.emailAddress ||
  context.entry.email ||
  '';

/** The last save, once made: where its link went and until when it works. */
export const savedQuoteOf = (snapshot: JourneySnapshot): SavedQuoteRecord | null =>
  snapshot.context.saved;
