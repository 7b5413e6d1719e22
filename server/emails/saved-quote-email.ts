/**
 * "Your saved quote": the email SaveQuoteForLater sends, with the link back to the saved answers. The link is
 * absolute, on the origin the save came to (as the documents email's are, server/emails/documents-email.ts),
 * and opens the retrieval page's data-protection check for the reference: it carries the reference alone. The
 * email says how long the link works and never holds the answers, the date of birth or the postcode.
 */
import { format } from 'date-fns';
import { STOREFRONT_NAME } from '../documents/a4-pdf';
import { newReference } from '../quoting';
import type { EmailLink, OutboxEmail } from '../store/outbox';
import { SAVED_QUOTE_DAYS } from '../store/saved-quotes';
import { ukWallClockOf } from '../../shared/uk-day';

export interface SavedQuoteEmailDetails {
  to: string;
  quoteRef: string;
  /** The origin the save came to (`https://host`): where the link points. */
  origin: string;
  /** When the save and its link stop working. */
  expiresAt: Date;
  now: Date;
}

export const SAVED_QUOTE_EMAIL_SUBJECT = `Your saved ${STOREFRONT_NAME} quote`;

/** The page the link opens: the retrieval page, told the reference and that it is a saved quote's. */
export const savedQuoteLink = (origin: string, quoteRef: string): string =>
  `${origin}/quote-retrieval?quoteRef=${encodeURIComponent(quoteRef)}&saved=1`;

/** "31 July 2026 at 09:30", on the UK's clock. */
export const ukDateTime = (at: Date): string => format(ukWallClockOf(at), "d MMMM yyyy 'at' HH:mm");

export function savedQuoteEmail(details: SavedQuoteEmailDetails): OutboxEmail {
  const link: EmailLink = {
    label: 'Continue your quote',
    href: savedQuoteLink(details.origin, details.quoteRef),
  };
  const text = [
    `Your ${STOREFRONT_NAME} hire and reward motor insurance quote is saved. Your quote reference is ${details.quoteRef}.`,
    '',
    `To carry on where you left off, on this device or another, open the link below. It works for ${String(SAVED_QUOTE_DAYS)} days, until ${ukDateTime(details.expiresAt)} (UK time).`,
    'To open your quote we will ask for your surname, date of birth and postcode, as you gave them when you saved it.',
    '',
    `${link.label}: ${link.href}`,
    '',
    'If you did not save a quote with us, you can ignore this email.',
  ].join('\n');
  return {
    id: newReference('MAIL'),
    sentAt: details.now.toISOString(),
    to: details.to,
    subject: SAVED_QUOTE_EMAIL_SUBJECT,
    text,
    links: [link],
  };
}
