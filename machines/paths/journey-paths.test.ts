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
import { replayPath } from './replay';

const plain = generateJourneyPaths();
const { paths } = plain;

describe('journey paths', () => {
  it('are generated with unique names', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths.map((path) => path.name)).size).toBe(paths.length);
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays: %s', async (_, path) => {
    await replayPath(path, {
      onState: (snapshot, step) => {
        const expected = step ? step.value : path.initial;
        const where = step ? `after "${step.label}"` : 'at start-up';
        expect(snapshot.matches(expected), where).toBe(true);
        expect(snapshot.value, where).toEqual(expected);
        if (step) expect(snapshot.context.location.path, where).toBe(step.path);
      },
    });
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
