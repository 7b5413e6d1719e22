import { fromPromise } from 'xstate';
import { dataOf, type LookupClient } from '../api/client';
import type { ReferenceData } from '../../machines/types/reference-data';

export interface JourneyClients {
  lookup: LookupClient;
}

/** The journey's effects, backed by the API clients; given to `journeyMachine.provide(...)` at app start. */
export function createJourneyActors({ lookup }: JourneyClients) {
  return {
    loadReferenceData: fromPromise<ReferenceData>(async ({ signal }) => {
      const result = await lookup.GET('/api/v1/ReferenceData/GetAllReferenceListData', { signal });
      return dataOf(result).referenceData;
    }),
  };
}
