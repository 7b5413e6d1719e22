/**
 * Two tabs of the journey as one customer: activity in either keeps both idle timers alive (spec 1 §2), and
 * answers saved in one are offered to the other, which adopts them only when they are newer than its own.
 */
import type { JourneyEvent } from './journey.types';
import { readPersisted, type KeyValueStorage } from './persistence';

type MessageListener = (event: { data: unknown }) => void;

/** The part of BroadcastChannel the journey uses. */
export interface MessageChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'message', listener: MessageListener): void;
}

export interface JourneyEventTarget {
  send(event: JourneyEvent): void;
}

export type TabMessage = { kind: 'activity' } | { kind: 'saved'; revision: number };

export interface TabSyncOptions {
  /** Activity is announced at most this often; the other tab's 15-minute timer does not need more. */
  activityIntervalMs?: number;
  now?: () => number;
}

export interface TabSync {
  /**
   * The customer did something in this tab: call on input, clicks and navigation. `immediately` tells the other
   * tabs at once, whenever they were last told (the time-out warning's Continue closes theirs too).
   */
  reportActivity: (options?: { immediately?: boolean }) => void;
  /** Give to `attachPersistence` as `onWrite`: tells the other tabs a newer record is stored. */
  announceSaved: (record: { revision: number }) => void;
  stop: () => void;
}

export const ACTIVITY_INTERVAL_MS = 30_000;

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null || !('kind' in data)) return false;
  if (data.kind === 'activity') return true;
  return data.kind === 'saved' && 'revision' in data && typeof data.revision === 'number';
}

export function attachTabSync(
  actor: JourneyEventTarget,
  channel: MessageChannelLike,
  storage: KeyValueStorage,
  options: TabSyncOptions = {},
): TabSync {
  const interval = options.activityIntervalMs ?? ACTIVITY_INTERVAL_MS;
  const now = options.now ?? (() => Date.now());
  let lastAnnounced = Number.NEGATIVE_INFINITY;
  let lastOwnRevision: number | null = null;

  const adoptStored = () => {
    const stored = readPersisted(storage);
    // Storage may already hold a later write of this tab's own, made after the other tab's message was sent.
    if (stored === null || stored.revision === lastOwnRevision) return;
    actor.send({ type: 'sync.external', snapshot: stored });
  };

  const onMessage: MessageListener = ({ data }) => {
    if (!isTabMessage(data)) return;
    if (data.kind === 'activity') actor.send({ type: 'idle.activity' });
    else adoptStored();
  };
  channel.addEventListener('message', onMessage);

  return {
    reportActivity: (options = {}) => {
      actor.send({ type: 'idle.activity' });
      if (!options.immediately && now() - lastAnnounced < interval) return;
      lastAnnounced = now();
      channel.postMessage({ kind: 'activity' } satisfies TabMessage);
    },
    announceSaved: ({ revision }) => {
      lastOwnRevision = revision;
      channel.postMessage({ kind: 'saved', revision } satisfies TabMessage);
    },
    stop: () => {
      channel.removeEventListener('message', onMessage);
    },
  };
}
