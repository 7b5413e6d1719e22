import { describe, expect, it } from 'vitest';
import {
  allStateNodeIds,
  allTransitionIds,
  emptyCoverage,
  journeyStateNodes,
  stateNodeId,
  transitionsOf,
  type Coverage,
} from '../machines/paths/coverage';
import { pathExceptions } from '../machines/paths/exceptions';
import type { JourneyCoverage } from './journey-coverage';
import { journeyDiagram, journeyMapMarkdown, mermaidId, type MapInput } from './journey-map';

/** Coverage made up for the map alone: everything, nothing, and every other id. */
function coverageOf(pick: (id: string, index: number) => boolean): Coverage {
  const coverage = emptyCoverage();
  allStateNodeIds.filter(pick).forEach((id) => coverage.states.covered.add(id));
  allTransitionIds.filter(pick).forEach((id) => coverage.transitions.covered.add(id));
  return coverage;
}

const coverage: JourneyCoverage = {
  machine: { paths: 3, coverage: coverageOf(() => true), exceptions: {} },
  views: { paths: 2, coverage: coverageOf(() => false), exceptions: pathExceptions.views },
  browser: {
    paths: 1,
    coverage: coverageOf((id, index) => index % 2 === 0 && !(id in pathExceptions.browser)),
    exceptions: pathExceptions.browser,
  },
};
const input: MapInput = { coverage, exceptions: pathExceptions };

const { mermaid, undrawn } = journeyDiagram(input);
const lines = mermaid.split('\n').map((line) => line.trim());

/** The statements of Mermaid's stateDiagram grammar the map uses, as its lexer reads them. */
const ID = String.raw`\w+`;
const STATEMENTS = [
  /^stateDiagram-v2$/,
  new RegExp(String.raw`^classDef (covered|notCovered|exception) [^\n]+$`),
  new RegExp(String.raw`^state "[^"{}]+" as ${ID}( \{)?$`),
  /^\}$/,
  /^--$/,
  new RegExp(String.raw`^\[\*\] --> ${ID}$`),
  new RegExp(String.raw`^${ID} --> ${ID} : [^:;#\n]+$`),
  new RegExp(String.raw`^class ${ID}(,${ID})* (covered|notCovered|exception)$`),
];

describe('the journey map', () => {
  it('is a Mermaid state diagram of statements the grammar knows', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines.filter((line) => !STATEMENTS.some((statement) => statement.test(line)))).toEqual(
      [],
    );
    const opened = lines.filter((line) => line.endsWith('{')).length;
    expect(lines.filter((line) => line === '}').length).toBe(opened);
  });

  it('declares every state of the machine once, under an id of its own', () => {
    const nodes = journeyStateNodes();
    const ids = nodes.map(mermaidId);
    expect(new Set(ids).size).toBe(nodes.length);
    for (const id of ids) {
      expect(id).toMatch(/^\w+$/);
      // Words Mermaid's lexer reads as keywords at the start of a statement.
      expect(id).not.toMatch(/^(default|state|note|class|classDef|scale|end)/i);
    }
    const declared = lines
      .map((line) => /^state "[^"]+" as (\w+)/.exec(line)?.[1])
      .filter((id) => id !== undefined);
    expect(declared).toEqual(ids);
  });

  it('colours every state but the root by the browser coverage, exceptions apart', () => {
    const classed = new Map<string, string>();
    for (const line of lines.filter((line) => line.startsWith('class '))) {
      const [, ids = '', name = ''] = line.split(' ');
      for (const id of ids.split(',')) classed.set(id, name);
    }
    for (const node of journeyStateNodes().slice(1)) {
      const id = stateNodeId(node);
      const expected =
        id in pathExceptions.browser
          ? 'exception'
          : coverage.browser.coverage.states.covered.has(id)
            ? 'covered'
            : 'notCovered';
      expect(classed.get(mermaidId(node)), id).toBe(expected);
    }
  });

  it('draws every transition branch, or lists it when it is a composite state’s own', () => {
    const drawn = lines.filter((line) => / --> /.test(line) && !line.startsWith('[*]')).length;
    const branches = journeyStateNodes().flatMap(transitionsOf);
    const arrows = branches.reduce(
      (count, transition) =>
        count + (transition.target?.length ?? (undrawn.includes(transition) ? 0 : 1)),
      0,
    );
    expect(drawn).toBe(arrows);
    expect(undrawn.every((transition) => transition.target === undefined)).toBe(true);
  });

  it('stays within the text size Mermaid renders by default', () => {
    expect(mermaid.length).toBeLessThan(50_000);
  });

  it('names every state and transition in its tables, with each replay’s coverage', () => {
    const markdown = journeyMapMarkdown(input);
    expect(markdown).toContain('```mermaid\nstateDiagram-v2\n');
    for (const id of [...allStateNodeIds, ...allTransitionIds])
      expect(markdown).toContain(`| \`${id}\` |`);
    const [viewsException = ''] = Object.values(pathExceptions.views);
    expect(markdown).toContain(`exception: ${viewsException}`);
  });

  it('is the same text every time, whatever order the coverage was recorded in', () => {
    const reversed = (part: Coverage['states']) => ({
      covered: new Set([...part.covered].reverse()),
      total: part.total,
    });
    const backwards = Object.fromEntries(
      Object.entries(coverage).map(([name, replay]) => [
        name,
        {
          ...replay,
          coverage: {
            states: reversed(replay.coverage.states),
            transitions: reversed(replay.coverage.transitions),
          },
        },
      ]),
    ) as JourneyCoverage;
    expect(journeyMapMarkdown(input)).toBe(journeyMapMarkdown(input));
    expect(journeyMapMarkdown({ ...input, coverage: backwards })).toBe(journeyMapMarkdown(input));
  });
});

describe('the map with no coverage at all', () => {
  it('marks every state not covered', () => {
    const none = {
      machine: { paths: 0, coverage: emptyCoverage(), exceptions: {} },
      views: { paths: 0, coverage: emptyCoverage(), exceptions: {} },
      browser: { paths: 0, coverage: emptyCoverage(), exceptions: {} },
    };
    const { mermaid: bare } = journeyDiagram({
      coverage: none,
      exceptions: { views: {}, browser: {} },
    });
    expect(bare).not.toMatch(/ covered$/m);
    expect(bare).not.toMatch(/ exception$/m);
  });
});
