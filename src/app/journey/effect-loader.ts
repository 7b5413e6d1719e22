/**
 * The journey's effects as the app gives them (./journey-effects.ts holds them): their code is fetched with the
 * first effect the journey runs, and none runs on the first page unless something fails there. Effects only
 * keep records, send bookkeeping calls, report and save downloads, so each runs once the code has arrived, in
 * the order the journey ran them; a failed fetch loses that effect and the next one fetches again.
 */
import type { EffectName, JourneyEffects } from './journey-effects';
import { loadOnce } from './load-once';

/** Every effect, by name (a Record: none can be left out). */
const EFFECTS: Record<EffectName, true> = {
  saveRetrieveQuoteStamp: true,
  trackResultsViewed: true,
  reportError: true,
  recordRestartVisit: true,
  markRestartTakenUp: true,
  saveDownload: true,
};

export function effectsLoadedOnUse(
  load: () => Promise<JourneyEffects>,
  warn: (message: string, error: unknown) => void = (message, error) =>
    console.warn(message, error),
): JourneyEffects {
  const effects = loadOnce(load);
  const late = <Name extends EffectName>(name: Name): JourneyEffects[Name] =>
    ((...args: Parameters<JourneyEffects[Name]>) => {
      effects().then(
        (loaded) => (loaded[name] as (...given: typeof args) => void)(...args),
        (error: unknown) => warn(`Could not run the journey's ${name}`, error),
      );
    }) as JourneyEffects[Name];
  return Object.fromEntries(
    (Object.keys(EFFECTS) as EffectName[]).map((name) => [name, late(name)]),
  ) as JourneyEffects;
}
