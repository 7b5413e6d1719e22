/**
 * The specification's requirements on the model: each is a section of docs/rules.md (a `###` heading, or a `##`
 * heading with none under it), named exactly as the heading reads, e.g. `spec 2 §4 Buy Now`. A state or
 * transition of the journey's chart that carries one names it in its `meta.requirements`; a path proves the
 * requirements of the states it passes and the transitions it takes. A requirement no state or transition
 * carries has its reason, and where it is proven instead, in ./requirement-reasons.ts.
 * `npm run paths -- --requirements` prints them by section; docs/journey-map.md shows them too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyStateNode } from 'xstate';
import { journeyStateNodes, stateNodeId, transitionId, transitionsOf } from './coverage';
import { TransitionObserver, walk } from './observed-transitions';
import type { JourneyPath } from './path-types';
import { requirementsOffTheChart } from './requirement-reasons';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const RULES_FILE = 'docs/rules.md';

export interface Requirement {
  /** The heading's text, e.g. `spec 2 §4 Buy Now`. */
  name: string;
  /** The `##` section it belongs to, e.g. `spec 2 §4 States and transitions` (itself, for a section alone). */
  section: string;
}

const SPEC_HEADING = /^(#{2,3}) (spec [12] §\d+.*)$/;

/**
 * The requirements of a rules page, in its order: its `###` headings, and each `##` heading with rules of its
 * own (none under it, or lines of its own before the first).
 */
export function requirementsIn(rules: string): Requirement[] {
  const requirements: Requirement[] = [];
  let section: { name: string; ownLines: number; subsections: number } | null = null;
  const sectionAsRequirement = () => {
    if (section && section.subsections === 0)
      requirements.push({ name: section.name, section: section.name });
  };
  for (const line of rules.split('\n')) {
    const heading = SPEC_HEADING.exec(line.trimEnd());
    if (!heading?.[1] || !heading[2]) {
      // Any other heading of level 1 or 2 ends the spec's sections (e.g. "Rules used only by their tests").
      if (/^#{1,2} /.test(line)) {
        sectionAsRequirement();
        section = null;
      } else if (section && section.subsections === 0 && line.trim() !== '') section.ownLines += 1;
      continue;
    }
    const name = heading[2].trim();
    if (heading[1] === '##') {
      sectionAsRequirement();
      section = { name, ownLines: 0, subsections: 0 };
    } else if (section) {
      if (section.subsections === 0 && section.ownLines > 0)
        requirements.push({ name: section.name, section: section.name });
      section.subsections += 1;
      requirements.push({ name, section: section.name });
    }
  }
  sectionAsRequirement();
  return requirements;
}

/** The requirements of docs/rules.md. */
export const specRequirements = (): Requirement[] =>
  requirementsIn(readFileSync(`${root}${RULES_FILE}`, 'utf8'));

/** Where the chart carries a requirement: the state nodes and transition branches that name it. */
export interface ChartPlaces {
  states: string[];
  transitions: string[];
}

const requirementsOfMeta = (meta: unknown): string[] => {
  if (typeof meta !== 'object' || meta === null || !('requirements' in meta)) return [];
  const { requirements } = meta;
  return Array.isArray(requirements)
    ? requirements.filter((name): name is string => typeof name === 'string')
    : [];
};

/** Every requirement the journey's chart names, with the states and transitions that name it. */
export function chartRequirements(
  nodes: readonly AnyStateNode[] = journeyStateNodes(),
): Map<string, ChartPlaces> {
  const places = new Map<string, ChartPlaces>();
  const placeOf = (name: string) => {
    const known = places.get(name);
    if (known) return known;
    const made: ChartPlaces = { states: [], transitions: [] };
    places.set(name, made);
    return made;
  };
  for (const node of nodes) {
    for (const name of requirementsOfMeta(node.meta)) placeOf(name).states.push(stateNodeId(node));
    for (const transition of transitionsOf(node)) {
      for (const name of requirementsOfMeta(transition.meta))
        placeOf(name).transitions.push(transitionId(transition));
    }
  }
  return places;
}

/** The replays that run paths: the machine's own, through the rendered views, and in Chromium. */
export const LAYERS = ['machine', 'views', 'browser'] as const;
export type Layer = (typeof LAYERS)[number];

/** A path that proves a requirement, by its name, and the replays that run a path of that name. */
export interface Proof {
  path: string;
  steps: number;
  layers: Layer[];
}

export interface RequirementStatus {
  requirement: Requirement;
  /** Where the chart carries it; empty when it does not. */
  places: ChartPlaces;
  proofs: Proof[];
  /** Why no state or transition carries it, and where it is proven instead. */
  reason: string | null;
}

/** The states and transitions a path passes, replayed on the machine from its start. */
function pathCoverage(observer: TransitionObserver, path: JourneyPath): Set<string> {
  const { coverage } = walk(
    observer,
    path.steps.map((step) => step.event),
  );
  return new Set([...coverage.states.covered, ...coverage.transitions.covered]);
}

/**
 * Each requirement of the spec with where the chart carries it, the paths of each replay that prove it
 * (shortest first) and, for one the chart does not carry, its reason.
 */
export function requirementStatuses(
  layers: Partial<Record<Layer, readonly JourneyPath[]>>,
  {
    requirements = specRequirements(),
    chart = chartRequirements(),
    reasons = requirementsOffTheChart,
  }: {
    requirements?: readonly Requirement[];
    chart?: ReadonlyMap<string, ChartPlaces>;
    reasons?: Readonly<Record<string, string>>;
  } = {},
): RequirementStatus[] {
  const observer = new TransitionObserver();
  const passed = new Map<JourneyPath, Set<string>>();
  const passes = (path: JourneyPath) => {
    const known = passed.get(path);
    if (known) return known;
    const made = pathCoverage(observer, path);
    passed.set(path, made);
    return made;
  };
  return requirements.map((requirement) => {
    const places = chart.get(requirement.name) ?? { states: [], transitions: [] };
    const ids = [...places.states, ...places.transitions];
    const proofs = new Map<string, Proof>();
    for (const layer of LAYERS) {
      for (const path of layers[layer] ?? []) {
        const covered = passes(path);
        if (!ids.some((id) => covered.has(id))) continue;
        const proof = proofs.get(path.name) ?? {
          path: path.name,
          steps: path.steps.length,
          layers: [],
        };
        proof.layers.push(layer);
        proofs.set(path.name, proof);
      }
    }
    return {
      requirement,
      places,
      proofs: [...proofs.values()].sort(
        (a, b) => a.steps - b.steps || a.path.localeCompare(b.path),
      ),
      reason: reasons[requirement.name] ?? null,
    };
  });
}

/**
 * What is wrong with the requirements: one neither carried by the chart nor given a reason, a name in the
 * chart or the reasons that is no requirement of docs/rules.md, a reason left for a requirement the chart now
 * carries, an empty reason or one naming a file that does not exist, and a carried requirement no path proves.
 */
export function requirementProblems(
  statuses: readonly RequirementStatus[],
  {
    chart = chartRequirements(),
    reasons = requirementsOffTheChart,
    fileExists = (path: string) => existsSync(`${root}${path}`),
  }: {
    chart?: ReadonlyMap<string, ChartPlaces>;
    reasons?: Readonly<Record<string, string>>;
    fileExists?: (path: string) => boolean;
  } = {},
): string[] {
  const known = new Set(statuses.map((status) => status.requirement.name));
  const problems: string[] = [];
  for (const [name, places] of chart) {
    if (!known.has(name))
      problems.push(
        `${name}: named by ${[...places.states, ...places.transitions].join('; ')}, but no heading of ${RULES_FILE} reads so`,
      );
  }
  for (const [name, reason] of Object.entries(reasons)) {
    if (!known.has(name))
      problems.push(`${name}: has a reason, but no heading of ${RULES_FILE} reads so`);
    if (reason.trim() === '') problems.push(`${name}: the reason is empty`);
    for (const [, path] of reason.matchAll(/`([^`\s]*\/[^`\s]*\.[a-z]+)`/g)) {
      if (path && !fileExists(path))
        problems.push(`${name}: the reason names ${path}, which does not exist`);
    }
  }
  for (const { requirement, places, proofs, reason } of statuses) {
    const carried = places.states.length + places.transitions.length > 0;
    if (!carried && reason === null)
      problems.push(
        `${requirement.name}: no state or transition names it in meta.requirements, and machines/paths/requirement-reasons.ts gives no reason`,
      );
    if (carried && reason !== null)
      problems.push(
        `${requirement.name}: the chart carries it, so its reason in machines/paths/requirement-reasons.ts is stale`,
      );
    if (carried && proofs.length === 0) problems.push(`${requirement.name}: no path proves it`);
  }
  return problems;
}

/** The lines `npm run paths -- --requirements` prints: by section, each requirement, its paths and replays. */
export function requirementLines(statuses: readonly RequirementStatus[]): string[] {
  const lines: string[] = [];
  const divided = new Set(
    statuses
      .filter(({ requirement }) => requirement.name !== requirement.section)
      .map(({ requirement }) => requirement.section),
  );
  let section = '';
  for (const { requirement, places, proofs, reason } of statuses) {
    if (requirement.section !== section) {
      section = requirement.section;
      lines.push('', section);
    }
    const label =
      requirement.name === section && divided.has(section)
        ? `${section} (its own rules)`
        : requirement.name;
    if (reason !== null) {
      lines.push(`  ${label}: not on the chart: ${reason}`);
      continue;
    }
    const counts = LAYERS.map(
      (layer) =>
        `${layer} ${String(proofs.filter((proof) => proof.layers.includes(layer)).length)}`,
    ).join(', ');
    lines.push(
      proofs.length === 0
        ? `  ${label}: UNCOVERED`
        : `  ${label}: ${String(proofs.length)} paths (${counts})`,
    );
    for (const id of [...places.states, ...places.transitions])
      lines.push(`    on the chart: ${id}`);
    for (const proof of proofs) lines.push(`    [${proof.layers.join(', ')}] ${proof.path}`);
  }
  return lines;
}
