import { describe, expect, it } from 'vitest';
import { TransitionObserver } from './observed-transitions';
import type { JourneyPath } from './path-types';
import {
  chartRequirements,
  requirementLines,
  requirementProblems,
  requirementsIn,
  requirementStatuses,
  specRequirements,
  type ChartPlaces,
} from './requirements';

const rules = [
  '# Where the rules live',
  '## Not a spec section',
  '# Spec 1 — the quote wizard',
  '## spec 1 §1 What the product does and for whom',
  'Summary.',
  '## spec 1 §2 Screens and routes',
  '### spec 1 §2 Route names',
  '### spec 1 §2 Wizard steps',
  '## spec 1 §4 States and transitions',
  '',
  '| A rule of its own | `machines/results/quoting.ts` |',
  '### spec 1 §4 Cover start',
  '## spec 1 §6 Roles and permissions',
  '## Rules used only by their tests',
  '### A subsection of no spec',
].join('\n');

const place = (states: string[], transitions: string[] = []): ChartPlaces => ({
  states,
  transitions,
});

const requirements = requirementsIn(rules);

const startUp = new TransitionObserver().initial().value;

/** A path that stays at start-up: it passes the start-up states only. */
const atStartUp = (name: string): JourneyPath => ({
  name,
  initial: startUp,
  steps: [],
  joins: [],
});

describe('the requirements of a rules page', () => {
  it('are its subsections, and each section with rules of its own, in the order of the page', () => {
    expect(requirementsIn(rules)).toEqual([
      {
        name: 'spec 1 §1 What the product does and for whom',
        section: 'spec 1 §1 What the product does and for whom',
      },
      { name: 'spec 1 §2 Route names', section: 'spec 1 §2 Screens and routes' },
      { name: 'spec 1 §2 Wizard steps', section: 'spec 1 §2 Screens and routes' },
      { name: 'spec 1 §4 States and transitions', section: 'spec 1 §4 States and transitions' },
      { name: 'spec 1 §4 Cover start', section: 'spec 1 §4 States and transitions' },
      { name: 'spec 1 §6 Roles and permissions', section: 'spec 1 §6 Roles and permissions' },
    ]);
  });

  it("are read from docs/rules.md: both specs' sections", () => {
    const names = specRequirements().map((requirement) => requirement.name);
    expect(names).toContain('spec 2 §4 Buy Now');
    expect(names).toContain('spec 1 §2 Vehicle lookup');
    expect(names.some((name) => name.startsWith('spec 1 §9'))).toBe(true);
    expect(names.some((name) => name.startsWith('spec 2 §9'))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the chart', () => {
  it('names only requirements of docs/rules.md, each where a state or transition carries it', () => {
    const chart = chartRequirements();
    const known = new Set(specRequirements().map((requirement) => requirement.name));
    expect(chart.size).toBeGreaterThan(0);
    expect([...chart.keys()].filter((name) => !known.has(name))).toEqual([]);
    expect(chart.get('spec 2 §4 Buy Now')?.states.length).toBeGreaterThan(0);
  });
});

describe('what is wrong with the requirements', () => {
  const exists = (file: string) => file === 'tests/exists.test.ts';

  it('is a requirement with neither a place on the chart nor a reason', () => {
    const chart = new Map([['spec 1 §2 Route names', place(['flow.wizard'])]]);
    const reasons = {
      'spec 1 §1 What the product does and for whom': 'Prose: `tests/exists.test.ts`',
      'spec 1 §4 States and transitions': 'Routing: `tests/exists.test.ts`',
      'spec 1 §4 Cover start': 'Dates: `tests/exists.test.ts`',
      'spec 1 §6 Roles and permissions': 'No roles: `tests/exists.test.ts`',
    };
    const statuses = requirementStatuses({ machine: [] }, { requirements, chart, reasons });
    const problems = requirementProblems(statuses, { chart, reasons, fileExists: exists });
    expect(problems).toEqual([
      'spec 1 §2 Route names: no path proves it',
      'spec 1 §2 Wizard steps: no state or transition names it in meta.requirements, and machines/paths/requirement-reasons.ts gives no reason',
    ]);
  });

  it('is a name that is no heading, a stale or empty reason, and a reason naming a missing file', () => {
    const chart = new Map([
      ['spec 1 §2 Route names', place([], ['flow.wizard: go #1 → flow.results'])],
      ['spec 1 §2 Wizard stepz', place(['flow.wizard'])],
    ]);
    const reasons = {
      'spec 1 §1 What the product does and for whom': 'Prose: `tests/missing.test.ts`',
      'spec 1 §2 Route names': 'Routes: `tests/exists.test.ts`',
      'spec 1 §2 Wizard steps': ' ',
      'spec 1 §4 States and transitions': 'A constant, `TEXT.forms`, not a file',
      'spec 1 §4 Cover start': 'Dates: `tests/exists.test.ts`',
      'spec 1 §6 Roles and permission': 'No roles',
    };
    const statuses = requirementStatuses({ machine: [] }, { requirements, chart, reasons });
    expect(requirementProblems(statuses, { chart, reasons, fileExists: exists })).toEqual([
      'spec 1 §2 Wizard stepz: named by flow.wizard, but no heading of docs/rules.md reads so',
      'spec 1 §1 What the product does and for whom: the reason names tests/missing.test.ts, which does not exist',
      'spec 1 §2 Wizard steps: the reason is empty',
      'spec 1 §6 Roles and permission: has a reason, but no heading of docs/rules.md reads so',
      'spec 1 §2 Route names: the chart carries it, so its reason in machines/paths/requirement-reasons.ts is stale',
      'spec 1 §2 Route names: no path proves it',
      'spec 1 §6 Roles and permissions: no state or transition names it in meta.requirements, and machines/paths/requirement-reasons.ts gives no reason',
    ]);
  });
});

describe('the paths that prove a requirement', () => {
  it('are those passing a state that carries it, shortest first, each with the replays that run it', () => {
    // The start-up state every path passes; a state no path reaches.
    const chart = new Map([
      ['spec 1 §2 Route names', place(['flow.booting'])],
      ['spec 1 §2 Wizard steps', place(['flow.no-such-state'])],
    ]);
    const first = atStartUp('first');
    const second = atStartUp('second');
    const statuses = requirementStatuses(
      { machine: [second, first], browser: [second] },
      { requirements, chart, reasons: {} },
    );
    const [, routes, steps] = statuses;
    expect(routes?.proofs).toEqual([
      { path: 'first', steps: 0, layers: ['machine'] },
      { path: 'second', steps: 0, layers: ['machine', 'browser'] },
    ]);
    expect(steps?.proofs).toEqual([]);
    const lines = requirementLines(statuses);
    expect(lines).toContain('  spec 1 §2 Route names: 2 paths (machine 2, views 0, browser 1)');
    expect(lines).toContain('    [machine, browser] second');
    expect(lines).toContain('  spec 1 §2 Wizard steps: UNCOVERED');
  });
});
