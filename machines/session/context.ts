/** The session part's slice of the journey's context as it starts: where it was opened, the drafts restored. */
import type { JourneyInput } from '../core/types';
import type { SessionContext } from './types';

export function initialSessionContext(url: URL, input: JourneyInput | undefined): SessionContext {
  const drafts = input?.restored?.data.drafts ?? {};
  return {
    referenceData: null,
    bootError: null,
    drafts,
    syncedDrafts: drafts,
    location: { path: '', replace: false },
    entryUrl: `${url.pathname}${url.search}`,
    replaceNext: false,
    revision: input?.restored?.revision ?? 0,
    syncConflict: false,
    idleSince: input?.startedAt ?? Date.now(),
    saved: input?.restored?.data.saved ?? null,
  };
}
