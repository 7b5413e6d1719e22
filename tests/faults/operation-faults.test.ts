/**
 * Faults that lose nothing: every service call the journey makes, answering 500, 204, 400 VALIDATION_ERROR,
 * each 409 code its contract names, or after 10 seconds. The real machine and API clients run against the
 * in-process sandbox, reaching each calling page by the shortest route. For every case the screen shows what
 * the specification says, everything the customer typed is still there, and once the fault clears the same
 * action carries on. A customer who moves away while a call is pending is not overtaken by its late answer.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyStateNode, StateValue } from 'xstate';
import { journeyMachine, type JourneySnapshot } from '../../machines/journey';
import { serviceRegistry } from '../../machines/core/services';
import { flowOf } from '../../machines/paths/journey-paths';
import type { ActorName } from '../../machines/paths/path-events';
import { expectedScreen } from '../../src/testing/journey-screens';
import { loadContract, type Service } from '../support/contract';
import { sandboxForSuite, type SandboxHandle } from '../support/sandbox';
import {
  fakeTheClock,
  messagesShown,
  passTime,
  reach,
  realClock,
  route,
  settled,
  started,
  typedAnswers,
  untilTaken,
  where,
  TYPED_DRAFT,
  type Journey,
} from './fault-journey';
import {
  expectedOutcome,
  faultName,
  SITES,
  UNREACHED_ON_THE_SANDBOX,
  type FaultKind,
  type Outcome,
  type Site,
} from './sites';
import { isRecord } from '../../shared/is-record';

const sandbox = sandboxForSuite();

const LATENCY_MS = 10_000;

afterEach(() => {
  realClock();
  started.splice(0).forEach((journey) => {
    journey.stop();
  });
});

// ---------------------------------------------------------------- what the machine calls

/** Every state that invokes a service, with the service's name, read from the chart. */
function invokingStates(): { state: string; actor: ActorName }[] {
  const found: { state: string; actor: ActorName }[] = [];
  const visit = (node: AnyStateNode) => {
    node.invoke.forEach((definition) => {
      const actor = typeof definition.src === 'string' ? definition.src : definition.id;
      found.push({ state: node.id, actor: actor as ActorName });
    });
    Object.values(node.states).forEach(visit);
  };
  visit(journeyMachine.root);
  return found;
}

/** The contract's operation a service calls, as the registry declares it; null for browser-only services. */
const operationOf = (actor: ActorName): string | null => serviceRegistry[actor].operationId;

/** The journey is in the state with this id, such as journey.flow.wizard.vehicleDetails.lookingUp. */
function inState(stateId: string) {
  const parts = stateId.split('.').slice(1);
  const leaf = parts.pop() ?? '';
  const value: StateValue =
    parts.length === 0
      ? leaf
      : parts.reduceRight<StateValue>((inner, key) => ({ [key]: inner }), leaf);
  return (snapshot: JourneySnapshot) => snapshot.matches(value as never);
}

// ---------------------------------------------------------------- what the contract says each call can give

function follow(document: Record<string, unknown>, value: unknown): unknown {
  if (!isRecord(value) || typeof value.$ref !== 'string') return value;
  let target: unknown = document;
  for (const segment of value.$ref.replace(/^#\//, '').split('/')) {
    target = isRecord(target) ? target[segment] : undefined;
  }
  return follow(document, target);
}

/** The server error codes the quote contract knows (ServerErrorCode). */
const serverErrorCodes = (() => {
  const schema = follow(loadContract('quote'), { $ref: '#/components/schemas/ServerErrorCode' });
  return isRecord(schema) && Array.isArray(schema.enum) ? (schema.enum as string[]) : [];
})();

/** The 409 codes the contract names for `operationId` ("Conflicted state e.g. QUOTE_DECLINED, ..."). */
function conflictCodes(operationId: string): string[] {
  for (const service of ['lookup', 'quote'] as Service[]) {
    const document = loadContract(service);
    const paths = isRecord(document.paths) ? document.paths : {};
    for (const item of Object.values(paths)) {
      if (!isRecord(item)) continue;
      for (const operation of Object.values(item)) {
        if (!isRecord(operation) || operation.operationId !== operationId) continue;
        const responses = isRecord(operation.responses) ? operation.responses : {};
        const conflict = follow(document, responses['409']);
        const description =
          isRecord(conflict) && typeof conflict.description === 'string'
            ? conflict.description
            : '';
        return (description.match(/[A-Z][A-Z0-9_]+/g) ?? []).filter((code) =>
          serverErrorCodes.includes(code),
        );
      }
    }
  }
  throw new Error(`No operation ${operationId} in openapi/*.yaml`);
}

// ---------------------------------------------------------------- the cases

const sitesByState = new Map(SITES.map((site) => [site.state, site]));
const calls = invokingStates().filter(
  ({ state, actor }) => operationOf(actor) !== null && !(state in UNREACHED_ON_THE_SANDBOX),
);

function faultsFor(site: Site): FaultKind[] {
  const operationId = operationOf(site.actor) ?? '';
  return [
    { kind: 'status', status: 500 },
    { kind: 'status', status: 204 },
    { kind: 'status', status: 400 },
    ...conflictCodes(operationId).map((code): FaultKind => ({ kind: 'conflict', code })),
    { kind: 'latency', ms: LATENCY_MS },
  ];
}

const tally = { cases: 0, kept: 0 };

afterAll(() => {
  console.info(
    `Fault suite: ${String(tally.cases)} operation × fault cases, ${String(tally.kept)} kept every answer`,
  );
});

/** A half-typed form on the calling page, sent as its view saves it. */
function typeADraft(journey: Journey) {
  const snapshot = journey.getSnapshot();
  const flow = flowOf(snapshot.value);
  const step = /^wizard\.(\w+)/.exec(flow)?.[1];
  if (step) {
    journey.send({ type: 'wizard.draft', step: step as never, values: TYPED_DRAFT });
  } else if (flow.startsWith('results')) {
    journey.send({ type: 'results.draft', values: TYPED_DRAFT });
  } else if (flow.startsWith('payment.card')) {
    journey.send({ type: 'payment.draft', form: 'cardholder', values: TYPED_DRAFT });
  } else if (flow.startsWith('payment.directDebit')) {
    journey.send({ type: 'payment.draft', form: 'directDebit', values: TYPED_DRAFT });
  }
}

interface Origin {
  path: string;
  url: string;
}

async function arriveAt(site: Site, handle: SandboxHandle) {
  const journey = await site.arrive(handle);
  typeADraft(journey);
  const { path } = journey.getSnapshot().context.location;
  return { journey, origin: { path, url: site.originUrl ?? path } satisfies Origin };
}

function expectShown(
  site: Site,
  snapshot: JourneySnapshot,
  outcome: Outcome,
  origin: Origin,
  label: string,
) {
  const flow = flowOf(snapshot.value);
  const path = snapshot.context.location.path;
  const stays = outcome.path === undefined && outcome.flow === undefined;
  const wantedPath = outcome.path ?? (stays ? origin.path : undefined);
  if (wantedPath !== undefined) {
    expect(path, `${label}: the route shown`).toBe(wantedPath);
    expect(
      expectedScreen(snapshot.value, path).heading,
      `${label}: a page of the journey`,
    ).not.toBe('Page not found');
  }
  const wantedFlow = outcome.flow ?? (stays ? site.page : undefined);
  if (wantedFlow !== undefined) {
    expect(flow, `${label}: the part of the journey shown`).toContain(wantedFlow);
  }
  const message =
    typeof outcome.message === 'function' ? outcome.message(snapshot) : outcome.message;
  if (message === null) {
    expect(messagesShown(snapshot), `${label}: no error shown`).toEqual([]);
  } else {
    expect(messagesShown(snapshot), `${label}: the message shown`).toContain(message);
  }
}

/** Once the fault clears: the customer goes back to the calling page if moved, and does the same again. */
async function tryAgain(site: Site, journey: Journey, handle: SandboxHandle, origin: Origin) {
  if (site.retry) return site.retry(journey, handle);
  const snapshot = journey.getSnapshot();
  if (snapshot.context.card.problem) journey.send({ type: 'payment.closeProblem' });
  if (snapshot.context.location.path !== origin.path) {
    route(journey, origin.url);
    await reach(
      journey,
      `the calling page ${origin.url} again`,
      (next) =>
        settled(next) &&
        next.context.location.path === origin.path &&
        flowOf(next.value).includes(site.page === 'home' ? '' : site.page),
    );
    if (site.page !== 'home') {
      // A page opened again shows the customer's half-typed form from its draft.
      expect(journey.getSnapshot().context.drafts).toEqual(snapshot.context.drafts);
    }
  }
  return site.act(journey, handle);
}

async function failingCase(site: Site, fault: Exclude<FaultKind, { kind: 'latency' }>) {
  const handle = sandbox();
  const operationId = operationOf(site.actor) ?? '';
  const label = `${site.actor} ${faultName(fault)}`;
  const { journey, origin } = await arriveAt(site, handle);
  const before = typedAnswers(journey.getSnapshot());
  handle.faults.set(
    operationId,
    fault.kind === 'status' ? { status: fault.status } : { status: 409, code: fault.code as never },
  );

  let current = site.act(journey, handle);
  const calling = await reach(current, `the call (${site.state})`, inState(site.state));
  const typed = site.comparesWithBefore ? before : typedAnswers(calling);
  const failed = await reach(
    current,
    `the answer to ${label}`,
    (snapshot) => !inState(site.state)(snapshot) && settled(snapshot),
  );
  tally.cases += 1;

  expectShown(site, failed, expectedOutcome(site, fault), origin, label);
  expect(typedAnswers(failed), `${label}: what the customer typed`).toEqual(typed);
  tally.kept += 1;

  handle.faults.clear(operationId);
  current = await tryAgain(site, current, handle, origin);
  await reach(current, `the next step after ${site.actor} answers`, site.next);
}

async function slowCase(site: Site, ms: number) {
  const handle = sandbox();
  const operationId = operationOf(site.actor) ?? '';
  const { journey } = await arriveAt(site, handle);
  handle.faults.set(operationId, { latencyMs: ms, times: 1 });

  fakeTheClock();
  const current = site.act(journey, handle);
  await untilTaken(handle, operationId);
  const waiting = current.getSnapshot();
  expect(inState(site.state)(waiting), `waiting for ${site.actor}: ${where(current)}`).toBe(true);
  if (!site.quietWhileWaiting) {
    const screen = expectedScreen(waiting.value, waiting.context.location.path);
    expect(
      screen.statuses.length > 0 || waiting.hasTag('overlay') || waiting.hasTag('loading'),
      `a waiting screen for ${site.actor}`,
    ).toBe(true);
  }
  tally.cases += 1;

  await passTime(ms - 1, () => true);
  const almost = current.getSnapshot();
  expect(inState(site.state)(almost), `still waiting for ${site.actor}`).toBe(true);
  expect(typedAnswers(almost), `${site.actor}: what the customer typed`).toEqual(
    typedAnswers(waiting),
  );
  tally.kept += 1;

  await passTime(1, () => site.next(current.getSnapshot()));
  realClock();
  await reach(current, `the next step after a slow ${site.actor}`, site.next);
}

// ---------------------------------------------------------------- the suite

describe('every call the journey makes', () => {
  it('is in this suite', () => {
    const covered = [...sitesByState.keys()].sort();
    expect(calls.map(({ state }) => state).sort()).toEqual(covered);
    for (const { state, actor } of calls) expect(sitesByState.get(state)?.actor).toBe(actor);
  });

  it('leaves out only calls the journey makes, each with its reason and no site', () => {
    const invoking = invokingStates().map(({ state }) => state);
    for (const [state, reason] of Object.entries(UNREACHED_ON_THE_SANDBOX)) {
      expect(invoking, state).toContain(state);
      expect(reason, state).not.toBe('');
      expect(sitesByState.has(state), state).toBe(false);
    }
  });
});

describe.each(calls.map(({ state }) => [state, sitesByState.get(state)] as const))(
  '%s',
  (state, site) => {
    if (!site) {
      it('has fault cases', () => {
        expect(site, `add ${state} to tests/faults/sites.ts`).toBeDefined();
      });
      return;
    }
    for (const kind of faultsFor(site)) {
      it(`${site.actor}: ${faultName(kind)}`, { timeout: 45_000 }, async () => {
        if (kind.kind === 'latency') await slowCase(site, kind.ms);
        else await failingCase(site, kind);
      });
    }
  },
);

// ---------------------------------------------------------------- moving away mid-call

describe('a customer who moves away while a call is pending', () => {
  it.each(SITES.map((site) => [site.state, site] as const))(
    'is not overtaken by the late answer: %s',
    { timeout: 45_000 },
    async (_state, site) => {
      const handle = sandbox();
      const operationId = operationOf(site.actor) ?? '';
      const { journey, origin } = await arriveAt(site, handle);
      handle.faults.set(operationId, { latencyMs: LATENCY_MS, times: 1 });

      fakeTheClock();
      const current = site.act(journey, handle);
      await untilTaken(handle, operationId);
      const calling = current.getSnapshot();
      const away = origin.path === '/' ? '/outage' : '/';
      route(current, away);
      const moved = current.getSnapshot();

      const kept = flowOf(moved.value) === flowOf(calling.value);
      if (kept) {
        // The page keeps the customer while the call runs: the browser is put back, and the answer lands.
        expect(inState(site.state)(moved), `${site.actor}: still waiting`).toBe(true);
        expect(moved.context.location.path).toBe(calling.context.location.path);
        await passTime(LATENCY_MS, () => site.next(current.getSnapshot()));
        realClock();
        await reach(current, `the answer of ${site.actor} on its own page`, site.next);
      } else {
        // The customer left: the call is dropped and its answer changes nothing.
        await passTime(LATENCY_MS, () => false, 200);
        realClock();
        await new Promise((resolve) => setTimeout(resolve, 50));
        const after = current.getSnapshot();
        expect(after.value, `${site.actor}: where the customer went`).toEqual(moved.value);
        expect(after.context, `${site.actor}: nothing changed by the late answer`).toEqual(
          moved.context,
        );
        expect(typedAnswers(after).drafts).toEqual(typedAnswers(calling).drafts);
      }
    },
  );
});
