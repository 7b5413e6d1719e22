import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

const origin = 'https://www.dropcover.test';

describe('readConfig', () => {
  it('defaults both services to the app origin', () => {
    expect(readConfig({}, origin)).toEqual({ lookupApiUrl: origin, quoteApiUrl: origin });
    expect(readConfig({ VITE_LOOKUP_API_URL: '', VITE_QUOTE_API_URL: '' }, origin)).toEqual({
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
    ).toEqual({
      lookupApiUrl: 'https://lookup.example.co.uk',
      quoteApiUrl: 'https://quote.example.co.uk/v',
    });
  });

  it('refuses a value that is not an absolute URL', () => {
    expect(() => readConfig({ VITE_QUOTE_API_URL: 'quote-service' }, origin)).toThrow(
      /Invalid configuration: .*VITE_QUOTE_API_URL must be an absolute URL/,
    );
  });
});
