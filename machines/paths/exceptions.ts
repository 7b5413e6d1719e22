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

const selectOption = {
  'flow.results.ready: results.selectOption #1 → (no target)':
    'choosing between several underwritten options: the results page shows the one the rules select',
};

/** The address search runs on about-you, the page the paths' step back through history returns to: the journey stays there. */
const leavingTheSearch = Object.fromEntries(
  ['searching', 'fetching'].map((state) => [
    `addressLookup.${state}: route.go #1 → addressLookup.ready`,
    "the address search runs on about-you, the page the paths' step back through history returns to, so the journey stays there; leaving the page mid-search is checked in machines/wizard/address-lookup.test.ts",
  ]),
);

const blocked =
  'the payment pages are blocked only for an option without its term start, which the sandbox never prices (the view paths cover it)';

/**
 * A Direct Debit plan without a deposit is taken up from the Direct Debit page itself; the sandbox prices every
 * plan with a deposit, taken on the card page first (docs/decisions/0010-direct-debit-deposit.md).
 */
const withoutDeposit =
  'the sandbox prices every Direct Debit plan with a deposit, paid on the card page and taken up there, so no plan is taken up from the Direct Debit page itself (the machine and view paths cover it with generateQuote: quotedWithoutDeposit)';

const directDebitTakeUp = Object.fromEntries(
  [
    'flow.payment.directDebit.form.takingUp',
    'flow.payment.directDebit.form.bankChecked: always #2 → flow.payment.directDebit.form.takingUp',
    'flow.payment.directDebit.form.takingUp: route.changed #1 → (no target)',
    'flow.payment.directDebit.form.takingUp: xstate.done.actor.takeUpQuote #1 → flow.thankYou',
    'flow.payment.directDebit.form.takingUp: xstate.error.actor.takeUpQuote #1 [isInlinePaymentError] → flow.payment.directDebit.form.ready',
    'flow.payment.directDebit.form.takingUp: xstate.error.actor.takeUpQuote #2 [errorRoutesTo decline] → flow.decline',
    'flow.payment.directDebit.form.takingUp: xstate.error.actor.takeUpQuote #3 [errorRoutesTo quoteTakenUp] → flow.quoteTakenUp',
    'flow.payment.directDebit.form.takingUp: xstate.error.actor.takeUpQuote #4 [errorRoutesTo quoteExpired] → flow.quoteExpired',
    'flow.payment.directDebit.form.takingUp: xstate.error.actor.takeUpQuote #5 [errorRoutesTo quoteLocked] → flow.quoteLocked',
    'flow.payment.directDebit.form.takingUp: xstate.error.actor.takeUpQuote #6 → flow.payment.directDebit.form.ready',
  ].map((id) => [id, withoutDeposit]),
);

/** A returning visitor's quote declined or referred since it was priced: the sandbox mints none yet. */
const unpurchasableEntry =
  "the sandbox's returning visitors' quotes (seeded and minted, server/seed.ts) are all priced Quoted, so no entry check answers a declined or referred quote yet (the machine and view paths cover it, machines/entries/loaded-outcomes.test.ts)";

const unpurchasableEntries = Object.fromEntries(
  [
    'flow.restart.checkingDetails.checking: xstate.done.actor.restartDpaCheck #2 [loadedOutcomeIs Declined] → flow.decline',
    'flow.restart.checkingDetails.checking: xstate.done.actor.restartDpaCheck #3 → flow.referral',
    'flow.reminder.checking: xstate.done.actor.reminderDpaCheck #2 [loadedOutcomeIs Declined] → flow.decline',
    'flow.reminder.checking: xstate.done.actor.reminderDpaCheck #3 → flow.referral',
    'flow.quoteRetrieval.loadingQuote: xstate.done.actor.loadSavedQuote #2 [loadedOutcomeIs Declined] → flow.decline',
    'flow.quoteRetrieval.loadingQuote: xstate.done.actor.loadSavedQuote #3 → flow.referral',
    'flow.quoteRetrieval.checking: xstate.done.actor.retrievalDpaCheck #3 [loadedOutcomeIs Declined] → flow.decline',
    'flow.quoteRetrieval.checking: xstate.done.actor.retrievalDpaCheck #4 → flow.referral',
  ].map((id) => [id, unpurchasableEntry]),
);

export const pathExceptions: PathExceptions = {
  views: { ...whileStarting, ...selectOption, ...leavingTheSearch },
  browser: {
    ...whileStarting,
    ...unpurchasableEntries,
    ...selectOption,
    ...leavingTheSearch,
    ...directDebitTakeUp,
    'flow.payment.directDebit: payment.closeProblem #1 → (no target)':
      "the Direct Debit page's payment problem follows only a take-up made there, which the sandbox's plans, all with a deposit, never make: their problem shows on the card page, whose own closing of it is replayed (the view paths cover it)",
    'flow.payment.card.blocked': blocked,
    'flow.payment.directDebit.form.blocked': blocked,
    'flow.payment.card.checking: always #1 [isPaymentBlocked] → flow.payment.card.blocked': blocked,
    'flow.payment.directDebit.form.checking: always #1 [isPaymentBlocked] → flow.payment.directDebit.form.blocked':
      blocked,
    'flow.wizard.vehicleDetails.wrongVehicleType: vehicle.transfer #1 [canTransfer] → (no target)':
      "the transfer button leaves the app for the van journey's site: e2e/wizard-step-one.spec.ts follows it",
    'flow.quoting.rating: xstate.done.actor.rateExistingQuote #3 [outcomeIs Declined] → flow.decline':
      'the sandbox declines by the proposer, and a quote is priced again only from its cover step, where nothing about the proposer changes (the view paths cover it)',
    'flow.quoting.rating: xstate.done.actor.rateExistingQuote #4 → flow.referral':
      'the sandbox refers by the proposer, and a quote is priced again only from its cover step, where nothing about the proposer changes (the view paths cover it)',
    'flow.results.buyNow: xstate.done.actor.saveContactPreferences #1 [updatedOptionsMissing] → flow.results.ready':
      "the sandbox's re-rate always carries the new outcome the contract lets it leave out (the view paths cover it)",
    'flow.results.buyNow: xstate.done.actor.saveContactPreferences #3 [optionIdMissing] → flow.results.ready':
      "the sandbox's answer always names the option the contract lets it leave out (the view paths cover it)",
    'flow.results.buyNow: xstate.done.actor.saveContactPreferences #4 [responseIdMissing] → flow.results.ready':
      "the sandbox's answer always names the underwriting response the contract lets it leave out (the view paths cover it)",
    'flow.payment.card.widget.ready: widget.prepared #1 → flow.payment.card.widget.creatingIntent':
      'a wallet (Apple Pay, Google Pay) prepares a payment without Pay; the sandbox provider has no wallet (the view paths cover it)',
    'flow.payment.card.widget.confirming: widget.declined #1 → flow.payment.card.widget.ready':
      "the sandbox provider confirms every intent the server answers as succeeded; only Stripe's confirmation declines there (the view paths cover it)",
    'flow.quoteRetrieval.readingStamp: route.changed #1 → (no target)':
      'the retrieval page reads its stamp as it opens, before the browser can go anywhere else (the view paths cover it)',
    '(root): sync.external #1 [isNewerElsewhere] → (no target)':
      "another tab's save is not a step on this page: e2e/faults.spec.ts keeps two tabs of one journey and checks they agree (the view paths cover it)",
  },
};
