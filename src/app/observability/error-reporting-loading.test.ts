/**
 * The SDK stays out of the first page: error-reporting.ts reaches @sentry/browser only through its dynamic
 * imports. The modules below record when they are evaluated, so a static import anywhere in the reporter's
 * graph shows up before any reporter is made.
 */
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporting';

const evaluated = vi.hoisted(() => ({
  sdk: false,
  client: false,
  replay: false,
  started: [] as unknown[],
  integrations: [] as unknown[],
}));

vi.mock('@sentry/browser', () => {
  evaluated.sdk = true;
  return {};
});

vi.mock('./sentry-client', () => {
  evaluated.client = true;
  return {
    startSentry: (settings: unknown) => {
      evaluated.started.push(settings);
      return {
        capture: () => undefined,
        addIntegration: (integration: unknown) => evaluated.integrations.push(integration),
      };
    },
  };
});

vi.mock('./replay', () => {
  evaluated.replay = true;
  return { createReplay: () => ({ name: 'Replay' }) };
});

describe('loading the SDK', () => {
  it('imports nothing of the SDK until a reporter with a DSN is made, and replay only on consent', async () => {
    expect(evaluated).toMatchObject({ sdk: false, client: false, replay: false });

    const off = createErrorReporter(
      { dsn: null, environment: 'production', release: null },
      { warn: () => undefined },
    );
    off.report(new Error('not sent'));
    off.enableReplay();
    await off.ready();
    expect(evaluated).toMatchObject({ client: false, replay: false });

    const on = createErrorReporter({
      dsn: 'https://public@o1.ingest.sentry.io/1',
      environment: 'test',
      release: null,
    });
    expect(await on.ready()).toBe(true);
    expect(evaluated.client).toBe(true);
    expect(evaluated.started).toHaveLength(1);
    expect(evaluated.replay).toBe(false);

    on.enableReplay();
    await vi.waitFor(() => expect(evaluated.integrations).toEqual([{ name: 'Replay' }]));
    expect(evaluated.replay).toBe(true);
    expect(evaluated.sdk).toBe(false);
  });
});
