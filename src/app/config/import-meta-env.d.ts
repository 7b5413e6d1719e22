/** The build-time variables the app reads by name (./env.ts); ./env-schema.ts checks them as the build starts. */
interface ImportMetaEnv {
  readonly VITE_LOOKUP_API_URL?: string;
  readonly VITE_QUOTE_API_URL?: string;
  readonly VITE_TRANSFER_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  readonly VITE_SENTRY_RELEASE?: string;
}
