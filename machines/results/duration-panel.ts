/**
 * The policy duration panel (spec 2 §2 /policy-selection, spec 1 §1 completedSteps.durationPanel): a direct
 * customer's quote priced for both durations sold waits here for the customer to choose 30-day or annual
 * cover; the choice sets the cover period (shared/policy-terms.ts) and the quote is priced again for it, so the
 * results show the chosen duration's option alone (a 30-day one by card only, spec 2 §3).
 */
import { assertEvent, assign } from 'xstate';
import { coverEndFor } from '../../shared/policy-terms';
import { toKnownDate } from '../core/ages';
import { core } from '../core/setup';
import { defineActions, known } from '../core/define';
import { pagePaths } from '../session';

const actions = defineActions({
  chooseDuration: assign(({ context, event }) => {
    assertEvent(event, 'results.chooseDuration');
    const { coverDetails, completedSteps } = context.quote;
    const start = known(toKnownDate(coverDetails.effectiveFrom), 'the cover start');
    return {
      quote: {
        ...context.quote,
        coverDetails: {
          ...coverDetails,
          effectiveTo: coverEndFor(event.duration, start).toISOString(),
        },
        completedSteps: { ...completedSteps, durationPanel: true },
        hasRiskDataChanged: true,
      },
    };
  }),
});

const part = core.extend({ actions });

const policySelection = part.createStateConfig({
  entry: [{ type: 'showPath', params: { path: pagePaths.policySelection } }],
  tags: ['idleTimeout'],
  on: { 'results.chooseDuration': { target: '#flow.quoting', actions: 'chooseDuration' } },
});

export const durationPanel = { actions, states: { policySelection } };
