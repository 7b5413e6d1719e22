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

  it('reads back a service’s error as an Error with its message, kind, status and code', () => {
    const pairs = eventsOf(paths).map((event, at) => [event.error, eventsOf(readBack)[at]?.error]);
    const errors = pairs.filter(([generated]) => generated instanceof Error);
    expect(errors.length).toBeGreaterThan(0);
    for (const [generated, read] of errors) {
      expect(read).toBeInstanceOf(Error);

      expect((read as Error).message).toBe((generated as Error).message);
      expect({ ...(read as object) }).toEqual({ ...(generated as object) });
    }
  });

  it('reads back the day a timer fires on as the same Date', () => {
    const pairs = eventsOf(paths).map((event, at) => [event.today, eventsOf(readBack)[at]?.today]);
    const days = pairs.filter(([generated]) => generated instanceof Date);
    expect(days.length).toBeGreaterThan(0);
    for (const [generated, read] of days) {
      expect(read).toBeInstanceOf(Date);
      expect((read as Date).getTime()).toBe((generated as Date).getTime());
    }
  });

  it('replays a path read back to the same states', async () => {
    const coverage = emptyCoverage();
    for (const path of readBack.slice(0, 20)) await replayPath(path, { coverage });
    expect(coverage.states.covered.size).toBeGreaterThan(0);
  });
});
