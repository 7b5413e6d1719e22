/**
 * Session replay, loaded only once the customer has consented (error-reporting.ts enableReplay). Every text,
 * input and image is masked or blocked, no request or response details are recorded, and the replay's own
 * breadcrumbs and network entries are scrubbed like any other.
 */
import { replayIntegration, type ReplayFrameEvent, type addIntegration } from '@sentry/browser';

type Integration = Parameters<typeof addIntegration>[0];
import {
  scrubBreadcrumb,
  scrubOptionsFrom,
  scrubSpan,
  scrubValue,
  type ScrubOptions,
} from './scrub';

export function createReplay(personalState: () => unknown): Integration {
  const scrubOptions = scrubOptionsFrom(personalState);
  return replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    networkDetailAllowUrls: [],
    networkCaptureBodies: false,
    networkRequestHeaders: [],
    networkResponseHeaders: [],
    beforeAddRecordingEvent: (event) => scrubFrame(event, scrubOptions()),
  });
}

/** Replay's own frames: breadcrumbs ({tag: 'breadcrumb'}) and spans ({tag: 'performanceSpan'}) carry URLs. */
function scrubFrame<F extends ReplayFrameEvent>(frame: F, options: ScrubOptions): F {
  const data = frame.data as { tag?: string; payload?: unknown };
  const { tag, payload } = data;
  if (typeof payload !== 'object' || payload === null || tag === 'options') return frame;
  const record = payload as Record<string, unknown>;
  const scrubbed =
    tag === 'breadcrumb'
      ? scrubBreadcrumb(record, options)
      : tag === 'performanceSpan'
        ? scrubSpan(record, options)
        : scrubValue(record, options);
  return { ...frame, data: { ...data, payload: scrubbed } };
}
