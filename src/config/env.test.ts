import { describe, expect, it } from 'vitest';
import { readConfig, transferUrlFor } from './env';

const origin = 'https://www.dropcover.test';

describe('readConfig', () => {
  it('defaults both services to the app origin', () => {
    expect(readConfig({}, origin)).toMatchObject({ lookupApiUrl: origin, quoteApiUrl: origin });
    expect(readConfig({ VITE_LOOKUP_API_URL: '', VITE_QUOTE_API_URL: '' }, origin)).toMatchObject({
      lookupApiUrl: origin,
      quoteApiUrl: origin,
    });
  });

  it('uses configured service URLs without a trailing slash', () => {
    expect(
      readConfig(
        {
          VITE_LOOKUP_API_URL: 'https://lookup.example.co.uk/',
          VITE_QUOTE_API_URL: 'https://quote.example.co.uk/v',
          MODE: 'production',
        },
        origin,
      ),
    ).toMatchObject({
      lookupApiUrl: 'https://lookup.example.co.uk',
      quoteApiUrl: 'https://quote.example.co.uk/v',
    });
  });

  it('refuses a value that is not an absolute URL', () => {
    expect(() => readConfig({ VITE_QUOTE_API_URL: 'quote-service' }, origin)).toThrow(
      /Invalid configuration: .*VITE_QUOTE_API_URL must be an absolute URL/,
    );
  });

  it("sends 'Transfer Me' to the configured journey, else the brand's other-vehicle journey", () => {
    expect(readConfig({}, origin, 'https://van.dropcover.test/quote').transferUrl).toBe(
      'https://van.dropcover.test/quote',
    );
    expect(
      readConfig({ VITE_TRANSFER_URL: 'https://vans.example.co.uk/start' }, origin).transferUrl,
    ).toBe('https://vans.example.co.uk/start');
    expect(() => readConfig({ VITE_TRANSFER_URL: 'vans' }, origin)).toThrow(/VITE_TRANSFER_URL/);
  });

  it('carries the registration looked up over to the other journey', () => {
    expect(transferUrlFor('https://vans.example.co.uk/start?source=dc', 'VN19VAN')).toBe(
      'https://vans.example.co.uk/start?source=dc&registration=VN19VAN',
    );
    expect(transferUrlFor('https://vans.example.co.uk/start', '')).toBe(
      'https://vans.example.co.uk/start',
    );
  });
});
