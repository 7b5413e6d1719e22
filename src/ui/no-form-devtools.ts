/**
 * The built app's stand-in for @tanstack/devtools-event-client (vite.config.ts aliases it here). TanStack
 * Form reports every form's state to that client for its browser devtools: without the devtools it retries a
 * connection every second and queues the reports, the customer's answers among them, in the page. The app
 * ships without the devtools, so the reports go nowhere.
 */
export class EventClient {
  on(): () => void {
    return () => undefined;
  }

  emit(): void {
    // Nothing listens.
  }
}
