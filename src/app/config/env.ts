import { configFrom, type AppConfig } from './app-config';

export * from './app-config';

// Each variable by name, so that the build writes in its value alone rather than the whole environment.
export const config: AppConfig = configFrom(
  {
    VITE_LOOKUP_API_URL: import.meta.env.VITE_LOOKUP_API_URL,
    VITE_QUOTE_API_URL: import.meta.env.VITE_QUOTE_API_URL,
    VITE_TRANSFER_URL: import.meta.env.VITE_TRANSFER_URL,
    VITE_SENTRY_DSN: import.meta.env.VITE_SENTRY_DSN,
    VITE_SENTRY_ENVIRONMENT: import.meta.env.VITE_SENTRY_ENVIRONMENT,
    VITE_SENTRY_RELEASE: import.meta.env.VITE_SENTRY_RELEASE,
    MODE: import.meta.env.MODE,
  },
  window.location.origin,
);
