import { describe, expect, it } from 'vitest';
import { salesTrackingUrl, type SalesTrackingConfig } from './sales-tracking';

const config: SalesTrackingConfig = {
  address: 'https://sales.tracking.example/pixel',
  brandId: 'BRAND-7',
  source: 'CONF',
};

const paramsOf = (url: string | null) => {
  if (url === null) throw new Error('No tracking address');
  return Object.fromEntries(new URL(url).searchParams);
};

describe('salesTrackingUrl', () => {
  it('addresses the tracked site with brand id, quote reference, source and page', () => {
    const url = salesTrackingUrl(config, { quoteRef: 'Q-1', source: 'CONF', page: 'Landing Page' });
    expect(url?.startsWith('https://sales.tracking.example/pixel?')).toBe(true);
    expect(paramsOf(url)).toEqual({
      brandId: 'BRAND-7',
      quoteReference: 'Q-1',
      customerActivity: 'CONF',
      pageContext: 'Landing Page',
    });
  });

  it('reports the payment confirmation page', () => {
    const url = salesTrackingUrl(config, {
      quoteRef: 'Q-1',
      source: 'CONF',
      page: 'Payment Confirmation Page',
    });
    expect(paramsOf(url).pageContext).toBe('Payment Confirmation Page');
  });

  it('encodes the values, so a reference cannot add parameters of its own', () => {
    const url = salesTrackingUrl(config, {
      quoteRef: 'Q 1&brandId=other',
      source: 'CONF',
      page: 'Payment Confirmation Page',
    });
    expect(url).toContain('quoteReference=Q+1%26brandId%3Dother');
    expect(url).toContain('pageContext=Payment+Confirmation+Page');
    expect(paramsOf(url).brandId).toBe('BRAND-7');
  });

  it('keeps the query the configured address already has', () => {
    const url = salesTrackingUrl(
      { ...config, address: 'https://sales.tracking.example/pixel?channel=motor' },
      { quoteRef: 'Q-1', source: 'CONF', page: 'Landing Page' },
    );
    expect(paramsOf(url).channel).toBe('motor');
    expect(paramsOf(url).quoteReference).toBe('Q-1');
  });

  it.each([
    ['another comparison site', 'CTM'],
    ['the tracked code in other letters', 'conf'],
    ['a direct customer', null],
  ])('sends nothing for %s', (_, source) => {
    expect(salesTrackingUrl(config, { quoteRef: 'Q-1', source, page: 'Landing Page' })).toBeNull();
  });

  it('sends nothing without a quote reference', () => {
    expect(
      salesTrackingUrl(config, { quoteRef: ' ', source: 'CONF', page: 'Landing Page' }),
    ).toBeNull();
  });
});
