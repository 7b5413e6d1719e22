/**
 * The Sentry browser SDK, set up for the quote journey. Loaded on demand by error-reporting.ts when a DSN is
 * configured, so the SDK never enters the first page's JavaScript.
 */
import {
  addIntegration,
  browserTracingIntegration,
  captureException,
  init,
  makeFetchTransport,
  withScope,
  withStaticSpan,
  type BrowserOptions,
} from '@sentry/browser';
import { classify } from './classify';
import {
  scrubBreadcrumb,
  scrubEvent,
  scrubOptionsFrom,
  scrubSpan,
  type ScrubOptions,
} from './scrub';

type Integration = Parameters<typeof addIntegration>[0];

export interface SentrySettings {
  dsn: string;
  environment: string;
  release: string | null;
  /** Replaces the fetch transport (tests keep envelopes in memory). */
  transport?: BrowserOptions['transport'];
  /** The journey's state at the moment of each report: the customer's answers in it are redacted. */
  personalState: () => unknown;
}

export interface SentryHandle {
  /** Sends a failure at the level classify() gives it. */
  capture: (error: unknown) => void;
  addIntegration: (integration: Integration) => void;
}

/** spec 1 §9: traces 100%, session replays 10%, error replays 100%. */
export const SAMPLING = {
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;

/** Nothing is collected about the person: no user, cookies, headers, bodies, query strings or variables. */
const NO_PERSONAL_DATA: NonNullable<BrowserOptions['dataCollection']> = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
  frameContextLines: 0,
  graphQL: { document: false, variables: false },
};

export function startSentry(settings: SentrySettings): SentryHandle {
  const scrubOptions = scrubOptionsFrom(settings.personalState);
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    ...(settings.release === null ? {} : { release: settings.release }),
    ...SAMPLING,
    dataCollection: NO_PERSONAL_DATA,
    // Transactions are sent whole, so beforeSendTransaction sees every span before it leaves.
    traceLifecycle: 'static',
    transport: settings.transport ?? makeFetchTransport,
    integrations: [browserTracingIntegration(), scrubbingIntegration(scrubOptions)],
    beforeSend: (event) => scrubEvent(event, scrubOptions()),
    beforeSendTransaction: (event) => scrubEvent(event, scrubOptions()),
    beforeSendSpan: withStaticSpan((span) => scrubSpan(span, scrubOptions())),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, scrubOptions()),
  });
  return {
    capture(error) {
      const { level, tags } = classify(error);
      withScope((scope) => {
        scope.setLevel(level);
        scope.setTags(tags);
        captureException(error);
      });
    },
    addIntegration,
  };
}

/**
 * Scrubs every event the client prepares, replay events included (they do not pass beforeSend), after the
 * SDK's own processors have added the page URL and breadcrumbs.
 */
function scrubbingIntegration(scrubOptions: () => ScrubOptions): Integration {
  return {
    name: 'PersonalDataScrubbing',
    processEvent: (event) => scrubEvent(event, scrubOptions()),
  };
}
