import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { journeyMachine, journeyParts } from './journey';
import { initialQuoteState } from './core/state';
import { nextStep, previousStep, stepIds, type StepId } from './wizard/navigation';

describe('the journey composed from its parts', () => {
  it('gives every action and guard one owner, so composing the parts in any order means the same', () => {
    const owners = new Map<string, string[]>();
    for (const [part, logic] of Object.entries(journeyParts)) {
      const names = [
        ...Object.keys('actions' in logic ? logic.actions : {}),
        ...Object.keys(logic.guards),
      ];
      for (const name of names) owners.set(name, [...(owners.get(name) ?? []), part]);
    }
    const shared = [...owners].filter(([, parts]) => parts.length > 1);
    expect(shared).toEqual([]);
  });
});

/** The targets the chart names for an event on a wizard step (or its editing state). */
function namedTargets(step: StepId, event: 'wizard.next' | 'wizard.back'): string[] {
  const node: AnyStateNode = journeyMachine.getStateNodeById(`flow.wizard.${step}`);
  return [node, ...Object.values(node.states)]
    .flatMap((state) => state.transitions.get(event) ?? [])
    .flatMap((transition) => transition.target ?? [])
    .map((target) => target.key);
}

describe('the wizard step order in the chart (spec 1 §2)', () => {
  const quotes = [true, false].map((hasAdditionalDriver) => ({
    ...initialQuoteState(),
    hasAdditionalDriver,
  }));

  it.each(stepIds.filter((step) => step !== 'vehicleCover'))(
    'names, on Continue from %s, every step the navigation rules can lead to',
    (step) => {
      for (const quote of quotes) {
        const next = nextStep(step, quote);
        if (next !== null) expect(namedTargets(step, 'wizard.next')).toContain(next);
      }
    },
  );

  it.each(stepIds.filter((step) => step !== 'vehicleDetails'))(
    'names, on Back from %s, every step the navigation rules can lead back to',
    (step) => {
      for (const quote of quotes) {
        const previous = previousStep(step, quote);
        if (previous !== null) expect(namedTargets(step, 'wizard.back')).toContain(previous);
      }
    },
  );

  it('sends Continue on vehicle cover to the quote and Back on vehicle details home', () => {
    expect(namedTargets('vehicleCover', 'wizard.next')).toEqual(['quoting']);
    expect(namedTargets('vehicleDetails', 'wizard.back')).toEqual(['home']);
  });
});
