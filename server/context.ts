/**
 * What every handler of the sandbox works with: its store, its clock and the payment configuration. Its own
 * module, so that the routes and the quoting rules need not import the app that composes them.
 */
import type { ClientData } from './contract';
import type { Database } from './store/database';

export interface SandboxContext {
  db: Database;
  now: () => Date;
  /** What GetClientData reports; its provider is every quote's paymentProvider. SANDBOX when absent. */
  clientData?: ClientData;
  /** Quote references one client may fail data-protection checks on in 10 minutes (DPA_CLIENT_MAX_REFERENCES when absent). */
  dpaClientLimit?: number;
}
