import { format, parseISO } from 'date-fns';
import type { SavedQuoteRecord } from '../../../machines/core/types';

/** The last day a saved quote's link works, as the customer reads it: 30 December 2026. */
export const savedUntil = (expiresAt: string): string => format(parseISO(expiresAt), 'd MMMM yyyy');

/** A text of Save my quote with `{email}` where the link went and `{date}` the last day it works. */
export const withSavedQuote = (text: string, saved: SavedQuoteRecord): string =>
  text
    .replace('{email}', () => saved.emailAddress)
    .replace('{date}', () => savedUntil(saved.expiresAt));
