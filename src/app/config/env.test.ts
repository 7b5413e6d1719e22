import { describe, expect, it } from 'vitest';
import { readConfig } from './env-schema';
import { transferUrlFor } from './app-config';

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

describe('readConfig: error reporting (spec 1 §9)', () => {
  it('is off without a DSN, and an empty DSN counts as none', () => {
    expect(readConfig({}, origin).errorReporting).toEqual({
      dsn: null,
      environment: 'production',
      release: null,
    });
    expect(readConfig({ VITE_SENTRY_DSN: '', MODE: 'development' }, origin).errorReporting).toEqual(
      {
        dsn: null,
        environment: 'development',
        release: null,
      },
    );
  });

  it('reads the DSN, environment and release', () => {
    expect(
      readConfig(
        {
          VITE_SENTRY_DSN: ' https://abc123@o42.ingest.sentry.io/4507 ',
          VITE_SENTRY_ENVIRONMENT: 'staging',
          VITE_SENTRY_RELEASE: 'hire-and-reward-quote@0.1.0+1f2e3d',
          MODE: 'production',
        },
        origin,
      ).errorReporting,
    ).toEqual({
      dsn: 'https://abc123@o42.ingest.sentry.io/4507',
      environment: 'staging',
      release: 'hire-and-reward-quote@0.1.0+1f2e3d',
    });
  });

  it.each([
    ['not a URL', { VITE_SENTRY_DSN: 'sentry' }, /VITE_SENTRY_DSN/],
    [
      'a DSN without its key',
      { VITE_SENTRY_DSN: 'https://o42.ingest.sentry.io/4507' },
      /VITE_SENTRY_DSN/,
    ],
    [
      'a DSN without its project',
      { VITE_SENTRY_DSN: 'https://abc@o42.ingest.sentry.io/' },
      /VITE_SENTRY_DSN/,
    ],
    [
      'an environment with spaces',
      { VITE_SENTRY_ENVIRONMENT: 'pre prod' },
      /VITE_SENTRY_ENVIRONMENT/,
    ],
    ['a release with a newline', { VITE_SENTRY_RELEASE: 'a\nb' }, /VITE_SENTRY_RELEASE/],
  ])('refuses %s', (_case, env, message) => {
    expect(() => readConfig(env, origin)).toThrow(message);
  });
});
