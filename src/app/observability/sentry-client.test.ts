import type * as Sentry from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';

const init = vi.hoisted(() => vi.fn());
vi.mock('@sentry/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof Sentry>()),
  init,
}));

afterEach(() => init.mockClear());

describe('the error-reporting client', () => {
  it('samples as spec 1 §9 says: traces 100%, session replays 10%, error replays 100%', async () => {
    const { startSentry } = await import('./sentry-client');
    startSentry({
      dsn: 'https://key@errors.example/1',
      environment: 'test',
      release: 'r1',
      personalState: () => undefined,
    });
    expect(init).toHaveBeenCalledOnce();
    expect(init.mock.calls[0]?.[0]).toMatchObject({
      dsn: 'https://key@errors.example/1',
      environment: 'test',
      release: 'r1',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });
});
