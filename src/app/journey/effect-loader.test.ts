import { describe, expect, it, vi } from 'vitest';
import type { JourneyEffects } from './journey-effects';
import { effectsLoadedOnUse } from './effect-loader';

/** Effects that record what they were given, as the journey would call them. */
function recordingEffects() {
  const ran: string[] = [];
  const effects = {
    reportError: (_: unknown, { error }: { error: unknown }) =>
      ran.push(`reportError:${(error as Error).message}`),
    saveRetrieveQuoteStamp: (_: unknown, { quoteRef }: { quoteRef: string | null }) =>
      ran.push(`saveRetrieveQuoteStamp:${String(quoteRef)}`),
  } as unknown as JourneyEffects;
  return { effects, ran };
}

type Args = Parameters<JourneyEffects['reportError']>[0];
const args = {} as Args;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the journey effects fetched with the first one run', () => {
  it('fetches nothing until an effect runs, then runs each with its params, in order, fetching once', async () => {
    const { effects, ran } = recordingEffects();
    const load = vi.fn(() => Promise.resolve(effects));
    const late = effectsLoadedOnUse(load);
    expect(load).not.toHaveBeenCalled();

    late.reportError(args, { error: new Error('Vehicle lookup failed') });
    late.saveRetrieveQuoteStamp(args, { quoteRef: 'DC-1' });
    await flush();
    late.reportError(args, { error: new Error('Later') });
    await flush();
    expect(ran).toEqual([
      'reportError:Vehicle lookup failed',
      'saveRetrieveQuoteStamp:DC-1',
      'reportError:Later',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a failed fetch and fetches again for the next effect', async () => {
    const { effects, ran } = recordingEffects();
    const warn = vi.fn();
    const load = vi
      .fn<() => Promise<JourneyEffects>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(effects);
    const late = effectsLoadedOnUse(load, warn);

    late.reportError(args, { error: new Error('lost') });
    await flush();
    expect(warn).toHaveBeenCalledWith(
      "Could not run the journey's reportError",
      expect.any(TypeError),
    );
    late.reportError(args, { error: new Error('kept') });
    await flush();
    expect(ran).toEqual(['reportError:kept']);
  });
});
