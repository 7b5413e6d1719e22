import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ReferenceData } from './types/reference-data';

export interface JourneyContext {
  referenceData: ReferenceData | null;
  bootError: string | null;
}

export type JourneyEvent = { type: 'boot.retry' };

export type BootStatus = 'loading' | 'failed' | 'ready';

const BOOT_FAILED_MESSAGE = 'The quote form could not be loaded.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : BOOT_FAILED_MESSAGE;
}

export const journeyMachine = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
  },
  actors: {
    loadReferenceData: fromPromise<ReferenceData>(() =>
      Promise.reject(new Error('loadReferenceData is not provided')),
    ),
  },
}).createMachine({
  id: 'journey',
  initial: 'booting',
  context: { referenceData: null, bootError: null },
  states: {
    booting: {
      tags: ['loading'],
      entry: assign({ bootError: null }),
      invoke: {
        src: 'loadReferenceData',
        onDone: {
          target: 'ready',
          actions: assign({ referenceData: ({ event }) => event.output }),
        },
        onError: {
          target: 'bootFailed',
          actions: assign({ bootError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    bootFailed: {
      on: { 'boot.retry': 'booting' },
    },
    ready: {},
  },
});

export type JourneyMachine = typeof journeyMachine;
export type JourneyActorRef = ActorRefFrom<JourneyMachine>;
export type JourneySnapshot = SnapshotFrom<JourneyMachine>;

/** What the app shell shows while the journey starts. */
export function bootStatusOf(snapshot: JourneySnapshot): BootStatus {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('bootFailed')) return 'failed';
  return 'loading';
}
