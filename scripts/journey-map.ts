/**
 * docs/journey-map.md: the whole journey statechart as a Mermaid `stateDiagram-v2`, each state coloured by
 * whether the browser replay covers it, and tables of every state and transition branch with what each replay
 * covers. Built from `journeyMachine` itself and the replays' planned coverage, so the same machine and paths
 * always give the same text.
 */
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import {
  coveredTotal,
  journeyStateNodes,
  stateNodeId,
  transitionGuardText,
  transitionId,
  transitionsOf,
  type Coverage,
} from '../machines/paths/coverage';
import { LAYERS, type RequirementStatus } from '../machines/paths/requirements';
import { REPLAYS, type JourneyCoverage, type ReplayName } from './journey-coverage';

/** A Mermaid id for a state node: its path joined with underscores, `journey` for the root. */
export const mermaidId = (node: AnyStateNode): string =>
  node.path.length === 0 ? 'journey' : node.path.join('_');

/** Text Mermaid reads as a label: no colon, semicolon, hash, quote or brace, which end or open a statement. */
const labelText = (text: string) => text.replace(/[:;#"{}<>]/g, ' ').replace(/\s+/g, ' ');

/** An event as the diagram names it: `done X` / `error X` for a service's answer, `after D` for a timer. */
export function eventText(transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  if (type === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1] ?? ''} ${actor[2] ?? ''}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(type);
  if (delay) return `after ${delay[1] ?? ''}`;
  return type;
}

const edgeLabel = (transition: AnyTransitionDefinition) =>
  labelText(`${eventText(transition)}${transitionGuardText(transition)}`).trim();

const isComposite = (node: AnyStateNode) => node.type === 'compound' || node.type === 'parallel';

const stateLabel = (node: AnyStateNode) =>
  labelText(
    `${node.path.length === 0 ? 'journey' : node.key}${node.type === 'parallel' ? ' (parallel)' : ''}`,
  );

// ---------------------------------------------------------------- where each edge is written

/**
 * The node in whose body an edge is written: the deepest node that is a proper ancestor of both ends, so both
 * ends are declared in or below it (`undefined`: the diagram's top level).
 */
function ownerOf(source: AnyStateNode, target: AnyStateNode): AnyStateNode | undefined {
  let owner: AnyStateNode | undefined = source.parent;
  const contains = (node: AnyStateNode, inner: AnyStateNode) =>
    node.path.length < inner.path.length &&
    node.path.every((key, index) => inner.path[index] === key);
  while (owner && !contains(owner, target)) owner = owner.parent;
  return owner;
}

/** In a parallel node's body, the region (a child) an edge is written beside: the one holding its source. */
const regionOf = (owner: AnyStateNode, source: AnyStateNode): string =>
  source.path[owner.path.length] ?? '';

interface Edge {
  owner: AnyStateNode | undefined;
  region: string;
  line: string;
}

/** Every drawn branch: one edge per target, a self-loop for a targetless branch of an atomic state. */
function edgesOf(node: AnyStateNode): { edges: Edge[]; undrawn: AnyTransitionDefinition[] } {
  const edges: Edge[] = [];
  const undrawn: AnyTransitionDefinition[] = [];
  for (const transition of transitionsOf(node)) {
    const targets = transition.target ?? (isComposite(node) ? [] : [node]);
    if (targets.length === 0) undrawn.push(transition);
    for (const target of targets) {
      const owner = ownerOf(node, target);
      edges.push({
        owner,
        region: owner ? regionOf(owner, node) : '',
        line: `${mermaidId(node)} --> ${mermaidId(target)} : ${edgeLabel(transition)}`,
      });
    }
  }
  return { edges, undrawn };
}

// ---------------------------------------------------------------- the diagram

export interface MapInput {
  coverage: JourneyCoverage;
  exceptions: Record<Exclude<ReplayName, 'machine'>, Readonly<Record<string, string>>>;
  /** The spec's requirements and the paths that prove them (machines/paths/requirements.ts). */
  requirements?: readonly RequirementStatus[];
}

/** The requirements section: each requirement, where the chart carries it and its paths, or its reason. */
function requirementRows(requirements: readonly RequirementStatus[]): string[] {
  if (requirements.length === 0) return [];
  const rows = requirements.map(({ requirement, places, proofs, reason }) => {
    if (reason !== null) return `| ${cell(requirement.name)} | – | – | ${cell(reason)} |`;
    const where = [...places.states, ...places.transitions].map((id) => `\`${cell(id)}\``);
    const counts = LAYERS.map((layer) =>
      String(proofs.filter((proof) => proof.layers.includes(layer)).length),
    ).join(' · ');
    const shortest = proofs.find((proof) => proof.layers.includes('browser')) ?? proofs[0];
    const example = shortest ? `\`${cell(shortest.path)}\`` : '**uncovered**';
    return `| ${cell(requirement.name)} | ${where.join('<br>')} | ${counts} | ${example} |`;
  });
  return [
    '## Requirements',
    '',
    'Each requirement of the specification (a section of `docs/rules.md`): the states and transitions that',
    'name it in `meta.requirements`, how many paths prove it in each replay (machine · views · browser) and',
    'the shortest in the browser, or why no state or transition carries it',
    '(`machines/paths/requirement-reasons.ts`). `npm run paths -- --requirements` lists every proving path.',
    '',
    '| Requirement | On the chart | Paths | Shortest browser path, or reason |',
    '| --- | --- | --: | --- |',
    ...rows,
    '',
  ];
}

type StateClass = 'covered' | 'notCovered' | 'exception';

function browserClass(id: string, input: MapInput): StateClass {
  if (id in input.exceptions.browser) return 'exception';
  return input.coverage.browser.coverage.states.covered.has(id) ? 'covered' : 'notCovered';
}

const CLASS_DEFS: Record<StateClass, string> = {
  covered: 'fill:#dcfce7,stroke:#15803d,color:#14532d',
  notCovered: 'fill:#fee2e2,stroke:#b91c1c,color:#7f1d1d',
  exception: 'fill:#fef3c7,stroke:#b45309,color:#78350f',
};

/** The Mermaid source, from `stateDiagram-v2` on, and the targetless branches of composite states. */
export function journeyDiagram(input: MapInput): {
  mermaid: string;
  undrawn: AnyTransitionDefinition[];
} {
  const nodes = journeyStateNodes();
  const edges = new Map<AnyStateNode | undefined, Edge[]>();
  const undrawn: AnyTransitionDefinition[] = [];
  for (const node of nodes) {
    const found = edgesOf(node);
    undrawn.push(...found.undrawn);
    for (const edge of found.edges) edges.set(edge.owner, [...(edges.get(edge.owner) ?? []), edge]);
  }

  const lines: string[] = [];
  const write = (depth: number, line: string) => lines.push(`${'  '.repeat(depth)}${line}`);
  const writeEdges = (depth: number, owner: AnyStateNode | undefined, region?: string) => {
    for (const edge of edges.get(owner) ?? []) {
      if (region === undefined || edge.region === region) write(depth, edge.line);
    }
  };
  const declare = (node: AnyStateNode, depth: number): void => {
    const id = mermaidId(node);
    if (!isComposite(node)) {
      write(depth, `state "${stateLabel(node)}" as ${id}`);
      return;
    }
    write(depth, `state "${stateLabel(node)}" as ${id} {`);
    const children = Object.values(node.states);
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) write(depth + 1, '--');
        declare(child, depth + 1);
        writeEdges(depth + 1, node, child.key);
      });
    } else {
      for (const target of node.initial.target) write(depth + 1, `[*] --> ${mermaidId(target)}`);
      for (const child of children) declare(child, depth + 1);
      writeEdges(depth + 1, node);
    }
    write(depth, '}');
  };

  write(0, 'stateDiagram-v2');
  for (const [name, style] of Object.entries(CLASS_DEFS)) write(1, `classDef ${name} ${style}`);
  declare(rootOf(nodes), 1);
  writeEdges(1, undefined);
  for (const name of Object.keys(CLASS_DEFS) as StateClass[]) {
    const ids = nodes
      .filter((node) => node.path.length > 0 && browserClass(stateNodeId(node), input) === name)
      .map(mermaidId);
    for (let start = 0; start < ids.length; start += 8)
      write(1, `class ${ids.slice(start, start + 8).join(',')} ${name}`);
  }
  return { mermaid: lines.join('\n'), undrawn };
}

function rootOf(nodes: AnyStateNode[]): AnyStateNode {
  const [root] = nodes;
  if (!root) throw new Error('The journey has no root state');
  return root;
}

// ---------------------------------------------------------------- the document

const cell = (text: string) => text.replace(/\|/g, '\\|');

function coverageCell(
  id: string,
  replay: ReplayName,
  input: MapInput,
  part: 'states' | 'transitions',
): string {
  if (replay !== 'machine') {
    const reason = input.exceptions[replay][id];
    if (reason !== undefined) return cell(`exception: ${reason}`);
  }
  return input.coverage[replay].coverage[part].covered.has(id) ? '✓' : '–';
}

function table(ids: readonly string[], part: 'states' | 'transitions', input: MapInput): string[] {
  const heading = part === 'states' ? 'State' : 'Transition';
  return [
    `| ${heading} | Machine | Views | Browser |`,
    '| --- | --- | --- | --- |',
    ...ids.map(
      (id) =>
        `| \`${cell(id)}\` | ${REPLAYS.map((replay) => coverageCell(id, replay, input, part)).join(' | ')} |`,
    ),
  ];
}

function summary(input: MapInput, replay: ReplayName): string {
  const { paths, coverage } = input.coverage[replay];
  const part = (of: Coverage['states']) => `${coveredTotal(of)}/${of.total.length}`;
  const exceptions = replay === 'machine' ? 0 : Object.keys(input.exceptions[replay]).length;
  return `| ${replay} | ${paths} | ${part(coverage.states)} | ${part(coverage.transitions)} | ${exceptions} |`;
}

/** The whole of docs/journey-map.md, before prettier lays out its tables. */
export function journeyMapMarkdown(input: MapInput): string {
  const { mermaid, undrawn } = journeyDiagram(input);
  const nodes = journeyStateNodes();
  const stateIds = nodes.map(stateNodeId);
  const transitionIds = nodes.flatMap(transitionsOf).map(transitionId);
  return [
    '# The journey map',
    '',
    'Every state and transition of the journey statechart (`machines/journey.ts`), with what the',
    "journey's model-based paths cover: the machine's own paths, the view replays",
    '(`tests/views/journey-view-paths.test.tsx`) and the browser replays in Chromium',
    '(`e2e/journey-paths.spec.ts`). It is generated: regenerate it with `npm run paths -- --map` (which also',
    'writes `docs/journey-coverage.json`); `npm run check:paths` fails when it is out of date. The QA guide',
    '(`docs/qa-guide.md`) says how to list, replay and add paths.',
    '',
    '| Replay | Paths | States | Transitions | Exceptions |',
    '| --- | --: | --: | --: | --: |',
    ...REPLAYS.map((replay) => summary(input, replay)),
    '',
    '## Legend',
    '',
    '- State colours show the **browser** replay: green, covered; red, not covered; amber, an exception',
    '  (a state the browser cannot reach from a screen, with its reason in `machines/paths/exceptions.ts`).',
    '- Composite states hold their children; a state marked `(parallel)` runs its regions, drawn side by side',
    "  between dashed lines, at once. `[*]` points at a composite state's initial child.",
    '- An arrow is one transition branch, labelled with its event and, in brackets, its guard: `done X` and',
    "  `error X` are service X's answer and failure, `after D` the timer D running out, `always` an eventless",
    '  branch. A transition without a target is a loop on its state; those of composite states are listed',
    '  below the diagram.',
    '- In the tables, ✓ is covered, – is not, and an exception gives its reason.',
    '',
    '## Diagram',
    '',
    '```mermaid',
    mermaid,
    '```',
    '',
    'Transitions without a target on composite states (not drawn):',
    '',
    ...undrawn.map((transition) => `- \`${transitionId(transition)}\``),
    '',
    ...requirementRows(input.requirements ?? []),
    '## States',
    '',
    ...table(stateIds, 'states', input),
    '',
    '## Transitions',
    '',
    ...table(transitionIds, 'transitions', input),
    '',
  ].join('\n');
}
