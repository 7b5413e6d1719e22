import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { journeyMachine } from '../journey';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../core/context';
import type { JourneyEvent } from '../core/types';
import {
  attachPersistence,
  createMemoryStorage,
  readPersisted,
  toPersisted,
  type KeyValueStorage,
} from './persistence';
import { attachTabSync, type MessageChannelLike } from './tab-sync';
import { answersFor } from '../testing/factories';
import { fakeServices, startJourney } from '../testing/harness';

const stepOne = {
  pathname: '/quote/vehicle-details',
  search: '',
  navigationType: 'PUSH',
} as const;

type Actor = Awaited<ReturnType<typeof openTab>>['actor'];

const cleanups: (() => void)[] = [];
let channelCount = 0;

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const settled = (actor: Actor) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('overlay'), {
    timeout: 2000,
  });

/** One browser tab: its own actor, clock and channel, sharing local storage with the others. */
async function openTab(channelName: string, storage: KeyValueStorage) {
  const clock = new SimulatedClock();
  const actor = createActor(journeyMachine.provide({ actors: fakeServices() }), {
    input: { url: 'http://localhost/', restored: readPersisted(storage) },
    clock,
  });
  const received: JourneyEvent[] = [];
  const channel = new BroadcastChannel(channelName);
  const sync = attachTabSync(
    {
      send: (event) => {
        received.push(event);
        actor.send(event);
      },
    },
    channel,
  );
  const stopPersisting = attachPersistence(actor, storage, {
    onWrite: sync.announceSaved,
    isAdopted: sync.isAdopted,
  });
  cleanups.push(() => {
    stopPersisting();
    sync.stop();
    channel.close();
    actor.stop();
  });
  actor.start();
  await settled(actor);
  return { actor, clock, sync, received };
}

async function twoTabs() {
  channelCount += 1;
  const name = `journey-test-${channelCount}`;
  const storage = createMemoryStorage();
  const a = await openTab(name, storage);
  const b = await openTab(name, storage);
  return { a, b, storage };
}

async function completeFirstTwoSteps(actor: Actor) {
  actor.send({
    type: 'route.changed',
    pathname: '/quote/vehicle-details',
    search: '',
    navigationType: 'PUSH',
  });
  actor.send({ type: 'vehicle.lookup', registration: 'DL19CAR' });
  await settled(actor);
  actor.send({
    type: 'wizard.next',
    step: 'vehicleDetails',
    answers: answersFor('vehicleDetails'),
  });
  actor.send({
    type: 'wizard.next',
    step: 'vehicleDetailsTwo',
    answers: answersFor('vehicleDetailsTwo'),
  });
}

const hasCompletedTwoSteps = (actor: Actor) =>
  waitFor(actor, (snapshot) => snapshot.context.quote.completedSteps.vehicleDetailsTwo, {
    timeout: 2000,
  });

describe('two tabs of the journey', () => {
  it('shows answers completed in one tab in the other', async () => {
    const { a, b, storage } = await twoTabs();
    await completeFirstTwoSteps(a.actor);

    const { context } = await hasCompletedTwoSteps(b.actor);
    expect(context.quote.vehicleDetails).toEqual(
      a.actor.getSnapshot().context.quote.vehicleDetails,
    );
    expect(context.revision).toBe(readPersisted(storage)?.revision);
    expect(context.syncConflict).toBe(false);
    expect(context.location.path).toBe('/');
  });

  it('does not send adopted answers back (no ping-pong between tabs)', async () => {
    const { a, b, storage } = await twoTabs();
    await completeFirstTwoSteps(a.actor);
    await hasCompletedTwoSteps(b.actor);
    const written = readPersisted(storage)?.revision;

    await vi.waitFor(() =>
      expect(b.received).toContainEqual(expect.objectContaining({ type: 'sync.external' })),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(readPersisted(storage)?.revision).toBe(written);
    expect(a.received).not.toContainEqual(expect.objectContaining({ type: 'sync.external' }));
  });

  it('keeps the other tab from timing out while the customer is active in one', async () => {
    const { a, b } = await twoTabs();
    b.actor.send({ type: 'route.changed', ...stepOne });
    b.clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1000);

    a.sync.reportActivity();
    await vi.waitFor(() =>
      expect(b.received.map((event) => event.type)).toContain('idle.activity'),
    );

    b.clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1000);
    expect(b.actor.getSnapshot().matches({ idle: 'watching' })).toBe(true);
    b.clock.increment(1000);
    expect(b.actor.getSnapshot().matches({ idle: 'warning' })).toBe(true);
    b.clock.increment(IDLE_WARNING_MS);
    expect(b.actor.getSnapshot().context.location.path).toBe('/time-out');
  });

  it("closes the other tab's time-out warning at once when the customer continues in one", async () => {
    const { a, b } = await twoTabs();
    b.actor.send({ type: 'route.changed', ...stepOne });
    a.sync.reportActivity();
    await vi.waitFor(() =>
      expect(b.received.map((event) => event.type)).toContain('idle.activity'),
    );
    b.clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    expect(b.actor.getSnapshot().matches({ idle: 'warning' })).toBe(true);
    const heard = b.received.length;

    // Within the announcing interval, only Continue is passed on.
    a.sync.reportActivity();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(b.received).toHaveLength(heard);
    a.sync.reportActivity({ immediately: true });
    await vi.waitFor(() => expect(b.actor.getSnapshot().matches({ idle: 'watching' })).toBe(true));
    expect(b.actor.getSnapshot().context.location.path).toBe('/quote/vehicle-details');
  });

  it('keeps what this tab typed when the other tab saves, and flags the conflict', async () => {
    const { a, b } = await twoTabs();
    await completeFirstTwoSteps(b.actor);
    await hasCompletedTwoSteps(a.actor);
    b.actor.send({ type: 'wizard.draft', step: 'aboutYou', values: { firstName: 'Sa' } });
    await vi.waitFor(() => expect(a.actor.getSnapshot().context.drafts.aboutYou).toBeDefined());

    a.actor.send({
      type: 'route.changed',
      pathname: '/quote/about-you',
      search: '',
      navigationType: 'PUSH',
    });
    a.actor.send({ type: 'wizard.next', step: 'aboutYou', answers: answersFor('aboutYou') });

    const { context } = await waitFor(
      b.actor,
      (snapshot) => snapshot.context.quote.completedSteps.aboutYou,
      { timeout: 2000 },
    );
    expect(context.quote.proposerDetails.lastNames).toBe('Carter');
    expect(context.drafts.aboutYou).toEqual({ firstName: 'Sa' });
    expect(context.syncConflict).toBe(true);
  });
});

describe('tab messages', () => {
  function recordingChannel() {
    const posted: unknown[] = [];
    const channel: MessageChannelLike = {
      postMessage: (message) => posted.push(message),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    return { channel, posted };
  }

  it('announces activity at most once every 30 seconds, but always tells its own journey', () => {
    const { channel, posted } = recordingChannel();
    const sent: JourneyEvent[] = [];
    let now = 0;
    const sync = attachTabSync({ send: (event) => sent.push(event) }, channel, {
      now: () => now,
    });

    sync.reportActivity();
    now = 29_999;
    sync.reportActivity();
    now = 30_000;
    sync.reportActivity();

    expect(posted).toEqual([{ kind: 'activity' }, { kind: 'activity' }]);
    expect(sent).toEqual([
      { type: 'idle.activity', at: 0 },
      { type: 'idle.activity', at: 29_999 },
      { type: 'idle.activity', at: 30_000 },
    ]);
  });

  it('adopts a record another tab sent, but not one older than its own last write nor a stranger message', () => {
    const listeners: ((event: { data: unknown }) => void)[] = [];
    const channel: MessageChannelLike = {
      postMessage: () => undefined,
      addEventListener: (_, listener) => listeners.push(listener),
      removeEventListener: () => undefined,
    };
    const sent: JourneyEvent[] = [];
    const sync = attachTabSync({ send: (event) => sent.push(event) }, channel);
    const deliver = (data: unknown) => listeners.forEach((listener) => listener({ data }));
    const { context } = startJourney().getSnapshot();
    const record = (revision: number) => toPersisted(context, revision, new Date());

    sync.announceSaved(record(3));
    deliver({ kind: 'saved', record: record(2) });
    deliver({ kind: 'saved', record: record(3) });
    deliver('saved');
    deliver({ kind: 'saved', revision: 4 });
    deliver({ kind: 'saved', record: { ...record(4), version: 99 } });
    expect(sent).toEqual([]);

    deliver({ kind: 'saved', record: record(4) });
    expect(sent).toEqual([
      { type: 'sync.external', snapshot: expect.objectContaining({ revision: 4 }) as unknown },
    ]);
    expect(sync.isAdopted(4)).toBe(true);
    expect(sync.isAdopted(3)).toBe(false);
  });
});
