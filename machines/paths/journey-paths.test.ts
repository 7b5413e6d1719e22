import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  allStateNodeIds,
  allTransitionIds,
  coverageLine,
  emptyCoverage,
  uncovered,
} from './coverage';
import { generateJourneyPaths } from './journey-paths';
import { actorOutcomes } from './outcomes';
import { traversalEvents } from './exploration';
import { TransitionObserver } from './observed-transitions';
import { FIXED_WALKS, seededWalk, walkName, walkRequestsFrom } from './random-walk';
import { pathsFromJson, pathsToJson } from './path-json';
import { replayPath } from './replay';
import { requirementProblems, requirementStatuses } from './requirements';
import type { JourneyPath } from './path-types';

const plain = generateJourneyPaths();
const { paths } = plain;

/** Replays `path` on the machine, each step resting in the state and at the route the path lists. */
async function replaysAsListed(path: JourneyPath): Promise<void> {
  await replayPath(path, {
    onState: (snapshot, step) => {
      const expected = step ? step.value : path.initial;
      const where = step ? `after "${step.label}"` : 'at start-up';
      expect(snapshot.matches(expected), where).toBe(true);
      expect(snapshot.value, where).toEqual(expected);
      if (step) expect(snapshot.context.location.path, where).toBe(step.path);
    },
  });
}

// Each path's replay is a test named as `npm run paths` lists the path, outside any describe block, so its
// JUnit test case (reports/junit/unit.xml) bears that name alone.
it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
  await replaysAsListed(path);
});

// The fixed seeded walks, named as `npm run paths -- --walk` names them.
it.each(FIXED_WALKS.map((request) => [walkName(request), request] as const))(
  '%s',
  async (_, request) => {
    await replaysAsListed(seededWalk(request, { paths }));
  },
);

describe('journey paths', () => {
  it('are generated with unique names', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths.map((path) => path.name)).size).toBe(paths.length);
  });

  it('cover every state node and every transition of the machine', async () => {
    const coverage = emptyCoverage();
    for (const path of paths) await replayPath(path, { coverage });
    console.info(`Journey paths: ${paths.length}; ${coverageLine(coverage)}`);
    expect(uncovered(coverage.states), 'state nodes no path reaches').toEqual([]);
    expect(uncovered(coverage.transitions), 'transitions no path takes').toEqual([]);
    expect(coverage.states.covered.size).toBe(allStateNodeIds.length);
    expect(coverage.transitions.covered.size).toBe(allTransitionIds.length);
  });
});

describe('requirements of the spec (docs/rules.md)', () => {
  it('are each carried by the chart and proven by a path, or off the chart with a reason', () => {
    const statuses = requirementStatuses({ machine: paths });
    expect(statuses.length, 'requirements read from docs/rules.md').toBeGreaterThan(90);
    expect(requirementProblems(statuses)).toEqual([]);
    const proven = statuses.filter((status) => status.proofs.length > 0);
    console.info(
      `Requirements: ${String(statuses.length)}, ${String(proven.length)} proven by the machine's paths`,
    );
  });
});

describe('seeded walks', () => {
  const labels = (path: JourneyPath) => path.steps.map((step) => step.label);

  it('are the same walk for the same seed, and another for another seed', () => {
    const once = seededWalk({ seed: 7, length: 30 }, { paths });
    const again = seededWalk({ seed: 7, length: 30 }, { paths });
    expect(once.name).toBe('walk seed 7 length 30');
    expect(labels(again)).toEqual(labels(once));
    expect(once.steps.length).toBeGreaterThan(1);
    expect(labels(seededWalk({ seed: 8, length: 30 }, { paths }))).not.toEqual(labels(once));
  });

  it('are those WALK_SEEDS and WALK_LENGTH ask for, else the fixed ones', () => {
    expect(walkRequestsFrom({})).toEqual(FIXED_WALKS);
    expect(walkRequestsFrom({ WALK_SEEDS: '4, 9', WALK_LENGTH: '20' })).toEqual([
      { seed: 4, length: 20 },
      { seed: 9, length: 20 },
    ]);
    expect(walkRequestsFrom({ WALK_SEEDS: '5' })).toEqual([{ seed: 5, length: 40 }]);
    expect(() => walkRequestsFrom({ WALK_SEEDS: '4,x' })).toThrow(/whole number, not "x"/);
    expect(() => walkRequestsFrom({ WALK_SEEDS: '4', WALK_LENGTH: '-3' })).toThrow(/WALK_LENGTH/);
  });

  it('keep to the length asked for and to what each state offers', () => {
    const refused = 'wizard.back';
    const walked = Array.from({ length: 10 }, (_, seed) =>
      seededWalk({ seed, length: 12 }, { paths, offers: (__, label) => label !== refused }),
    );
    const lengths = walked.map((path) => path.steps.length);
    expect(Math.max(...lengths)).toBe(12);
    for (const path of walked) expect(labels(path)).not.toContain(refused);
  });

  it('go where the paths seldom go: a branch one path takes is drawn before one most paths take', () => {
    // The first step after start-up, over many seeds: the reference data's arrival, which every path but one
    // takes, against the few answers that one path or none takes (its failure, a fault).
    const offered = traversalEvents(new TransitionObserver().initial()).length;
    const firsts = Array.from(
      { length: 200 },
      (_, seed) => labels(seededWalk({ seed, length: 1 }, { paths }))[0],
    );
    const loaded = firsts.filter((label) => label === 'loadReferenceData: loaded').length;
    expect(offered).toBeGreaterThan(1);
    // Drawn evenly, the arrival would come first in 1 of `offered` walks; weighted, in under half as many.
    expect(loaded).toBeLessThan(firsts.length / offered / 2);
  });
});

describe('joined paths', () => {
  const linksOnly = (_: unknown, then: { steps: { label: string }[] }) =>
    (then.steps[1]?.label ?? '').startsWith('route.changed PUSH /pcw-result');
  const joined = generateJourneyPaths({ join: { canJoin: linksOnly, maxSteps: 30 } });

  it('are fewer, no longer than allowed, and cover what the paths cover alone', () => {
    expect(joined.paths.length).toBeLessThan(paths.length);
    expect(joined.coverage).toEqual(plain.coverage);
    const withJoins = joined.paths.filter((path) => path.joins.length > 0);
    expect(withJoins.length).toBeGreaterThan(0);
    // A path longer than the limit on its own stays whole; what was joined keeps within it.
    expect(Math.max(...withJoins.map((path) => path.steps.length))).toBeLessThanOrEqual(30);
    for (const path of withJoins) {
      for (const at of path.joins)
        expect(linksOnly(null, { steps: path.steps.slice(at - 1) })).toBe(true);
      expect(path.name.split(' + ')).toHaveLength(path.joins.length + 1);
    }
  });

  it.each(
    joined.paths.filter((path) => path.joins.length > 0).map((path) => [path.name, path] as const),
  )('replay on the machine as one journey: %s', async (_, path) => {
    const coverage = emptyCoverage();
    await replayPath(path, {
      coverage,
      onState: (snapshot, step) => {
        if (step) expect(snapshot.value, `after "${step.label}"`).toEqual(step.value);
      },
    });
  });
});

describe('paths that go on to what is not yet covered', () => {
  // No second link after start-up, as in the browser: the walks go on within one visit.
  const oneVisit = (steps: readonly { type: string }[], next: { type: string }) =>
    next.type !== 'route.changed' || steps.length <= 1;
  const gone = generateJourneyPaths({ cover: { allows: oneVisit, hops: 8, maxSteps: 40 } });
  const stepsIn = (list: JourneyPath[]) => list.reduce((sum, path) => sum + path.steps.length, 0);

  it('cover what the paths cover alone, in fewer journeys and fewer steps', () => {
    expect(gone.coverage.states.covered).toEqual(plain.coverage.states.covered);
    expect(gone.coverage.transitions.covered).toEqual(plain.coverage.transitions.covered);
    expect(gone.paths.length).toBeLessThan(paths.length * 0.75);
    expect(stepsIn(gone.paths)).toBeLessThan(stepsIn(paths) * 0.9);
    expect(new Set(gone.paths.map((path) => path.name)).size).toBe(gone.paths.length);
  });

  it('go on only by steps allowed, within the most steps allowed', () => {
    const goneOn = gone.paths.filter((path) => !paths.some((alone) => alone.name === path.name));
    expect(goneOn.length).toBeGreaterThan(0);
    const labels = (path: JourneyPath) => path.steps.map((step) => step.label);
    const shared = (a: string[], b: string[]) => {
      let at = 0;
      while (at < a.length && a[at] === b[at]) at += 1;
      return at;
    };
    for (const path of gone.paths) {
      const longest = Math.max(40, ...paths.map((alone) => alone.steps.length));
      expect(path.steps.length).toBeLessThanOrEqual(longest);
      // The steps after the path it began as (the longest plain path it begins with) are allowed ones.
      const from = Math.max(...paths.map((alone) => shared(labels(path), labels(alone))));
      path.steps.slice(from).forEach((step, offset) => {
        const before = path.steps.slice(0, from + offset).map((earlier) => earlier.event);
        expect(oneVisit(before, step.event), `${path.name}: ${step.label}`).toBe(true);
      });
    }
  });

  it.each(gone.paths.slice(0, 12).map((path) => [path.name, path] as const))(
    'replay on the machine as listed: %s',
    async (_, path) => {
      await replaysAsListed(path);
    },
  );
});

describe('actor outcomes', () => {
  it.each(actorOutcomes.map((outcome) => [outcome.name, outcome] as const))(
    '%s: its fake answers with its payload',
    async (_, outcome) => {
      const answer = toPromise(createActor(outcome.fake()).start());
      if (outcome.result.kind === 'done')
        await expect(answer).resolves.toEqual(outcome.result.output);
      else await expect(answer).rejects.toBe(outcome.result.error);
    },
  );
});

// Kept between processes as JSON (machines/paths/path-json.ts), read back from the paths above: in this file,
// so that one traversal of the chart serves both.
describe('journey paths kept as JSON', () => {
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
