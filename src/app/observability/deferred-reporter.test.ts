import { describe, expect, it, vi } from 'vitest';
import { deferredErrorReporter } from './deferred-reporter';

const evaluated = vi.hoisted(() => ({ reporter: 0 }));

vi.mock('./error-reporting', async (importOriginal) => {
  evaluated.reporter += 1;
  return importOriginal();
});

const off = { dsn: null, environment: 'test', release: null };

describe('the error reporter the first page holds', () => {
  it('only logs, and fetches neither the reporter nor its SDK, without a DSN', async () => {
    // Modules as a new page has them, whichever test ran first: the reporter's module would be evaluated again.
    vi.resetModules();
    const fresh = await import('./deferred-reporter');
    const before = evaluated.reporter;
    const warn = vi.fn();
    const loadSdk = vi.fn();
    const reporter = fresh.deferredErrorReporter(off, { warn, loadSdk });
    const failure = new Error('Service unavailable');
    reporter.report(failure);
    expect(await reporter.ready()).toBe(false);
    expect(warn).toHaveBeenCalledWith('Error reporting is off; not reported:', failure);
    expect(loadSdk).not.toHaveBeenCalled();
    // Any import the reporter started has finished by now.
    await vi.dynamicImportSettled();
    expect(evaluated.reporter).toBe(before);
  });

  it('hands reports made while loading to the reporter, in order', async () => {
    const startSentry = vi.fn(() => ({
      capture: (error: unknown) => captured.push(error),
      addIntegration: vi.fn(),
    }));
    const captured: unknown[] = [];
    const reporter = deferredErrorReporter(
      { dsn: 'https://key@errors.example/1', environment: 'test', release: null },
      { loadSdk: () => Promise.resolve({ startSentry }), warn: vi.fn() },
    );
    reporter.report(new Error('first'));
    reporter.report(new Error('second'));
    expect(await reporter.ready()).toBe(true);
    expect(captured.map((error) => (error as Error).message)).toEqual(['first', 'second']);
  });
});
