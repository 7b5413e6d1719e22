import { describe, expect, it } from 'vitest';
import { generateJourneyPaths } from './journey-paths';
import { pathsFromJson, pathsToJson } from './path-json';
import { replayPath } from './replay';
import { emptyCoverage } from './coverage';

describe('journey paths kept as JSON', () => {
  const { paths } = generateJourneyPaths();
  const readBack = pathsFromJson(pathsToJson(paths)) as typeof paths;

  const eventsOf = (list: typeof paths) =>
    list.flatMap((path) => path.steps.map((step) => step.event as Record<string, unknown>));

  it('reads back every path as it was generated, a document’s bytes aside', () => {
    const documentsAsTypeAndSize = (list: typeof paths) =>
      pathsFromJson(
        JSON.stringify(list, (_key, value: unknown) =>
          value instanceof Blob ? { document: value.type, size: value.size } : value,
        ),
      );
    expect(documentsAsTypeAndSize(readBack)).toEqual(documentsAsTypeAndSize(paths));
    const documents = eventsOf(readBack).flatMap((event) => {
      const output = event.output as { blob?: unknown } | undefined;
      return output?.blob instanceof Blob ? [output.blob] : [];
    });
    expect(documents.length).toBeGreaterThan(0);
  });

  /** Each event's `field` as generated and as read back, where the generated one is an instance of `kind`. */
  function generatedAndRead<T>(field: string, kind: new (...args: never[]) => T): [T, unknown][] {
    const read = eventsOf(readBack);
    const pairs = eventsOf(paths).map((event, at) => [event[field], read[at]?.[field]] as const);
    const found = pairs.filter((pair): pair is readonly [T, unknown] => pair[0] instanceof kind);
    expect(found.length, `events carrying a ${kind.name} as ${field}`).toBeGreaterThan(0);
    return found.map(([generated, readValue]) => [generated, readValue]);
  }

  it('reads back a service’s error as an Error with its message, kind, status and code', () => {
    for (const [generated, read] of generatedAndRead('error', Error)) {
      expect(read).toBeInstanceOf(Error);
      expect((read as Error).message).toBe(generated.message);
      expect(Object.entries(read as object)).toEqual(Object.entries(generated));
    }
  });

  it('reads back the day a timer fires on as the same Date', () => {
    for (const [generated, read] of generatedAndRead('today', Date)) {
      expect(read).toBeInstanceOf(Date);
      expect((read as Date).getTime()).toBe(generated.getTime());
    }
  });

  it('replays a path read back to the same states', async () => {
    const coverage = emptyCoverage();
    for (const path of readBack.slice(0, 20)) await replayPath(path, { coverage });
    expect(coverage.states.covered.size).toBeGreaterThan(0);
  });
});
