import { describe, expect, it, vi } from 'vitest';
import { ConflictError, NotFoundError, UnexpectedServerError } from '../../api/errors';
import type { ErrorReportingConfig } from '../config/env';
import { classify } from './classify';
import { MAX_QUEUED_REPORTS, createErrorReporter } from './error-reporting';
import type { SentryHandle } from './sentry-client';

const withDsn: ErrorReportingConfig = {
  dsn: 'https://public@o1.ingest.sentry.io/1',
  environment: 'test',
  release: 'hr-quote@1.2.3',
};

/** A stand-in for the SDK module that resolves when the test says so. */
function deferredSdk() {
  const handle = { capture: vi.fn(), addIntegration: vi.fn() } satisfies SentryHandle;
  const startSentry = vi.fn(() => handle);
  let resolve: () => void = () => undefined;
  const loaded = new Promise<{ startSentry: typeof startSentry }>((done) => {
    resolve = () => done({ startSentry });
  });
  const loadSdk = vi.fn(() => loaded);
  return { handle, startSentry, loadSdk, resolve };
}

describe('createErrorReporter', () => {
  it('is off without a DSN: the SDK is never imported and reports are only logged', async () => {
    const loadSdk = vi.fn();
    const loadReplay = vi.fn();
    const warn = vi.fn();
    const reporter = createErrorReporter(
      { dsn: null, environment: 'production', release: null },
      {
        loadSdk,
        loadReplay,
        warn,
      },
    );
    const error = new Error('boom');
    reporter.report(error);
    reporter.enableReplay();
    expect(await reporter.ready()).toBe(false);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(loadReplay).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.any(String), error);
  });

  it('queues reports made while the SDK loads and sends them, in order, once it has', async () => {
    const sdk = deferredSdk();
    const reporter = createErrorReporter(withDsn, { loadSdk: sdk.loadSdk });
    const first = new Error('first');
    const second = new NotFoundError('Could not find vehicle.', '/api/v1/Vehicle/X', 404);
    reporter.report(first);
    reporter.report(second);
    expect(sdk.handle.capture).not.toHaveBeenCalled();

    sdk.resolve();
    expect(await reporter.ready()).toBe(true);
    expect(sdk.startSentry).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: withDsn.dsn,
        environment: 'test',
        release: 'hr-quote@1.2.3',
      }),
    );
    expect(sdk.handle.capture.mock.calls.map(([error]) => error as unknown)).toEqual([
      first,
      second,
    ]);

    const third = new Error('third');
    reporter.report(third);
    expect(sdk.handle.capture).toHaveBeenLastCalledWith(third);
  });

  it('keeps at most MAX_QUEUED_REPORTS while loading', async () => {
    const sdk = deferredSdk();
    const reporter = createErrorReporter(withDsn, { loadSdk: sdk.loadSdk });
    for (let index = 0; index < MAX_QUEUED_REPORTS + 10; index += 1) reporter.report(index);
    sdk.resolve();
    await reporter.ready();
    expect(sdk.handle.capture).toHaveBeenCalledTimes(MAX_QUEUED_REPORTS);
  });

  it('logs what it could not send when the SDK fails to load', async () => {
    const warn = vi.fn();
    const reporter = createErrorReporter(withDsn, {
      loadSdk: () => Promise.reject(new Error('chunk failed')),
      warn,
    });
    const error = new Error('queued');
    reporter.report(error);
    expect(await reporter.ready()).toBe(false);
    reporter.report('later');
    expect(warn).toHaveBeenCalledWith(expect.any(String), error);
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'later');
  });

  it('loads session replay only once consent is given, once, after the SDK', async () => {
    const sdk = deferredSdk();
    const replay = { name: 'Replay' };
    const createReplay = vi.fn(() => replay);
    const loadReplay = vi.fn(() => Promise.resolve({ createReplay }));
    const reporter = createErrorReporter(withDsn, { loadSdk: sdk.loadSdk, loadReplay });
    sdk.resolve();
    await reporter.ready();
    expect(loadReplay).not.toHaveBeenCalled();

    reporter.enableReplay();
    reporter.enableReplay();
    await vi.waitFor(() => expect(sdk.handle.addIntegration).toHaveBeenCalledWith(replay));
    expect(loadReplay).toHaveBeenCalledTimes(1);
  });

  it('starts replay as soon as the SDK loads when consent came first', async () => {
    const sdk = deferredSdk();
    const loadReplay = vi.fn(() => Promise.resolve({ createReplay: () => ({ name: 'Replay' }) }));
    const reporter = createErrorReporter(withDsn, { loadSdk: sdk.loadSdk, loadReplay });
    reporter.enableReplay();
    expect(loadReplay).not.toHaveBeenCalled();
    sdk.resolve();
    await reporter.ready();
    await vi.waitFor(() => expect(sdk.handle.addIntegration).toHaveBeenCalled());
  });
});

describe('classify (spec 1 §8: warnings for exceptions carrying status and message or detail)', () => {
  it('makes a failed call with a status and message a warning, tagged without its body', () => {
    const error = new ConflictError('Quote expired', '/api/v1/Quote/GetQuote', 'QUOTE_EXPIRED', {
      code: 'QUOTE_EXPIRED',
      message: 'Quote expired for jo@example.com',
    });
    expect(classify(error)).toEqual({
      level: 'warning',
      tags: {
        'http.status': '409',
        'api.code': 'QUOTE_EXPIRED',
        'api.operation': '/api/v1/Quote/GetQuote',
      },
    });
  });

  it('reads the code from the body and accepts a detail instead of a message', () => {
    const error = new UnexpectedServerError(
      '/api/v1/Address/SearchAddresses',
      500,
      {
        code: 'INTERNAL_ERROR',
        message: 'x',
      },
      {},
    );
    expect(classify(error).tags['api.code']).toBe('INTERNAL_ERROR');
    expect(classify({ status: 503, detail: 'Service unavailable' })).toEqual({
      level: 'warning',
      tags: { 'http.status': '503' },
    });
  });

  it("looks through a wrapper's cause ('Unable to fetch vehicle')", () => {
    const cause = new UnexpectedServerError('/api/v1/Vehicle/GetVehicleDetailsByVrm', 502, '', {});
    expect(classify(new Error('Unable to fetch vehicle', { cause })).level).toBe('warning');
  });

  it('makes anything else an error', () => {
    expect(classify(new Error('The payment widget is not ready')).level).toBe('error');
    expect(classify({ status: 500 }).level).toBe('error');
    expect(classify('a string').level).toBe('error');
    expect(classify(null).level).toBe('error');
  });
});

describe('createErrorReporter when the SDK cannot start', () => {
  it('logs instead of failing the page', async () => {
    const warn = vi.fn();
    const reporter = createErrorReporter(withDsn, {
      loadSdk: () =>
        Promise.resolve({
          startSentry: () => {
            throw new Error('init failed');
          },
        }),
      warn,
    });
    reporter.report('queued');
    expect(await reporter.ready()).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'queued');
  });
});
