/** What the card page's widget needs, fetched as one when the card page first sets a provider up. */
export { paymentWidgetCallback } from './widget-actor';
export { paymentAdapters } from './adapters';
