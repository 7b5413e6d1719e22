/**
 * Two tabs of the journey as one customer: activity in either keeps both idle timers alive (spec 1 §2), and
 * answers saved in one are offered to the other, which adopts them only when they are newer than its own.
 *
 * A saved record travels in the message itself. Another tab's local storage may not show a write yet when the
 * message arrives (each tab's renderer holds its own view of it), so reading storage on the message could miss
 * the answers the message announces.
 */
import type { JourneyEvent, PersistedJourney } from '../core/types';
import { checkedPersisted } from './persistence';

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

export type TabMessage = { kind: 'activity' } | { kind: 'saved'; record: PersistedJourney };

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
  /** Give to `attachPersistence` as `onWrite`: sends the record just stored to the other tabs. */
  announceSaved: (record: PersistedJourney) => void;
  /** Give to `attachPersistence` as `isAdopted`: whether this revision came from another tab. */
  isAdopted: (revision: number) => boolean;
  stop: () => void;
}

export const ACTIVITY_INTERVAL_MS = 30_000;

function messageRecord(data: unknown): PersistedJourney | null | 'activity' {
  if (typeof data !== 'object' || data === null || !('kind' in data)) return null;
  if (data.kind === 'activity') return 'activity';
  return data.kind === 'saved' && 'record' in data ? checkedPersisted(data.record) : null;
}

export function attachTabSync(
  actor: JourneyEventTarget,
  channel: MessageChannelLike,
  options: TabSyncOptions = {},
): TabSync {
  const interval = options.activityIntervalMs ?? ACTIVITY_INTERVAL_MS;
  const now = options.now ?? (() => Date.now());
  let lastAnnounced = Number.NEGATIVE_INFINITY;
  let lastOwnRevision = Number.NEGATIVE_INFINITY;
  let lastAdopted: number | null = null;

  const onMessage: MessageListener = ({ data }) => {
    const received = messageRecord(data);
    if (received === null) return;
    if (received === 'activity') {
      actor.send({ type: 'idle.activity', at: now() });
      return;
    }
    // This tab has written since: its own record is the later one, and the other tab adopts that.
    if (received.revision <= lastOwnRevision) return;
    lastAdopted = received.revision;
    actor.send({ type: 'sync.external', snapshot: received });
  };
  channel.addEventListener('message', onMessage);

  return {
    reportActivity: (options = {}) => {
      actor.send({ type: 'idle.activity', at: now() });
      if (!options.immediately && now() - lastAnnounced < interval) return;
      lastAnnounced = now();
      channel.postMessage({ kind: 'activity' } satisfies TabMessage);
    },
    announceSaved: (record) => {
      lastOwnRevision = record.revision;
      channel.postMessage({ kind: 'saved', record } satisfies TabMessage);
    },
    isAdopted: (revision) => revision === lastAdopted,
    stop: () => {
      channel.removeEventListener('message', onMessage);
    },
  };
}
