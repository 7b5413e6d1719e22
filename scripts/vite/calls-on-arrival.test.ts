import { describe, expect, it } from 'vitest';
import { CALLS_LOADED_ON_USE } from '../../machines/core/services';
import { laterCallsOnArrival } from './calls-on-arrival';

describe('the pages that call a later service as they are shown', () => {
  const calling = laterCallsOnArrival();

  it("are the links a returning visitor or a comparison site's visitor opens, read off the chart", () => {
    // The aggregator's results load the visitor's quote; the restart its premium; the retrieval link, sent
    // without a saved quote, reads its stamp (reached through an eventless choice, not an initial state).
    expect(calling.get('/pcw-result')).toEqual(['loadAggregatorQuote']);
    expect(calling.get('/restart-policy')).toEqual(['loadRestartPremium']);
    expect(calling.get('/quote-retrieval')).toEqual(['readRetrieveQuoteStamp']);
  });

  it('include a reload of the payment pages, and not the pages that ask the customer first', () => {
    expect(calling.get('/make-payment')).toEqual(['setUpPayment']);
    expect(calling.get('/payment-summary')).toEqual(['loadPaymentDate']);
    // Results show the quote the journey holds; the reminder asks who the customer is before any call.
    for (const path of ['/', '/results', '/your-quote-details', '/thank-you', '/time-out'])
      expect(calling.has(path), path).toBe(false);
  });

  it('name only calls the app fetches on use', () => {
    const later = new Set<string>(CALLS_LOADED_ON_USE);
    for (const calls of calling.values()) for (const call of calls) expect(later).toContain(call);
  });
});
