/**
 * The parts of the journey a replay's screens cannot reach, each with the reason: a state id or a transition
 * id as machines/paths/coverage.ts names them (`stateNodeId`, `transitionId`). The view replay
 * (tests/views/journey-view-paths.test.tsx) and the browser replay (e2e/journey-paths.spec.ts) fail when a
 * part of the journey with screens is left uncovered without an entry here, and when an entry has no reason,
 * names no state or transition of the machine, or names one the replay covers after all. The machine's own
 * paths cover everything and have no exceptions. `npm run paths -- --map` shows them in docs/journey-map.md.
 */
export interface PathExceptions {
  /** Through the rendered app: src/testing/journey-view.tsx. */
  views: Readonly<Record<string, string>>;
  /** In Chromium against the sandbox: e2e/support/browser-paths.ts. */
  browser: Readonly<Record<string, string>>;
}

/** Nothing reports a route or a reset while the app starts: the router and its pages mount once it has. */
const beforeTheRouter =
  'nothing reports a route or a reset while the app starts: the router and its pages mount only once the reference data is in (src/app/app.tsx)';

const whileStarting = Object.fromEntries(
  ['booting', 'bootFailed'].flatMap((state) =>
    ['route.changed', 'route.go', 'journey.reset'].map((event) => [
      `flow.${state}: ${event} #1 → (no target)`,
      beforeTheRouter,
    ]),
  ),
);

export const pathExceptions: PathExceptions = {
  views: whileStarting,
  browser: whileStarting,
};
