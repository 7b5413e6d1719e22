import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JourneySnapshot } from '../journey';
import { journeyMachine } from '../journey';
import { pagePaths } from '../session/page-table';
import type { StepAnswers } from '../wizard/step-answers';
import { furthestStep, stepIds, stepIndex, stepPath, type StepId } from '../wizard/navigation';
import type { QuoteState } from '../core/state';
import { handles } from './exploration';
import { outcomesOf, userEvents, type PathEvent } from './outcomes';
import { JourneyDriver } from './replay';

/** How the next event is drawn: moving the journey on, answering a call, or anything the page accepts. */
type Kind = 'forward' | 'outcome' | 'any';
interface Choice {
  kind: Kind;
  pick: number;
}

const choice = fc.record({
  kind: fc.oneof(
    { arbitrary: fc.constant<Kind>('forward'), weight: 6 },
    { arbitrary: fc.constant<Kind>('outcome'), weight: 2 },
    { arbitrary: fc.constant<Kind>('any'), weight: 2 },
  ),
  pick: fc.nat(),
});

interface Option {
  label: string;
  event: PathEvent;
}

/** Events that move a journey on, where the page offers them. */
const FORWARD = [
  /^vehicle\.(lookup |changeVehicle)/,
  /^results\.selectPaymentMethod /,
  /^buyNow\.submit$/,
  /^payment\.submit/,
  /^(restart|reminder)\.submit$/,
  /^thirtyDay\.accept$/,
  /^boot\.retry$/,
  /^route\.changed PUSH \/quote$/,
];

const isCompleteStep = (action: unknown) =>
  action === 'completeStep' ||
  (typeof action === 'object' &&
    action !== null &&
    'type' in action &&
    action.type === 'completeStep');

/** The step `event` completes in `before`, if the journey accepts it there. */
function completedBy(before: JourneySnapshot, event: PathEvent): StepId | undefined {
  if (event.type !== 'wizard.next') return undefined;
  const taken = journeyMachine.getTransitionData(before, event);
  return taken.some((transition) => transition.actions.some(isCompleteStep))
    ? event.step
    : undefined;
}

function optionsFor(driver: JourneyDriver, kind: Kind): Option[] {
  const { snapshot } = driver;
  const outcomes = driver.calling.flatMap((actor) =>
    outcomesOf(actor).map((outcome) => ({ label: outcome.name, event: outcome.event })),
  );
  const user = userEvents
    .map((definition) => ({ label: definition.name, event: definition.build(snapshot.context) }))
    .filter(({ event }) => handles(snapshot, event));
  if (kind === 'any') return [...user, ...outcomes];
  if (kind === 'outcome' && outcomes.length > 0) return outcomes;
  const happy = driver.calling.flatMap(
    (actor) => outcomes.find((outcome) => outcome.label.startsWith(`${actor}: `)) ?? [],
  );
  const completing = user.filter(({ event }) => completedBy(snapshot, event) !== undefined);
  const inWizard = snapshot.matches({ flow: 'wizard' });
  const moving = user.filter(
    ({ label }) =>
      FORWARD.some((pattern) => pattern.test(label)) &&
      !(inWizard && label.startsWith('route.changed')),
  );
  return [happy, completing, moving].find((tier) => tier.length > 0) ?? [...user, ...outcomes];
}

/** The answers a completed step stores that nothing but that step (or a reset, a purchase or a loaded quote) changes. */
const keptFields: Record<StepId, string[][]> = {
  vehicleDetails: [],
  vehicleDetailsTwo: [
    ['vehicleDetails', 'annualMileage'],
    ['vehicleDetails', 'vehicleUse'],
    ['vehicleDetails', 'deliveryCompany'],
  ],
  aboutYou: [
    ['proposerDetails', 'firstName'],
    ['proposerDetails', 'lastNames'],
    ['proposerDetails', 'dateOfBirth'],
  ],
  driverDetails: [
    ['proposerDetails', 'occupation'],
    ['proposerDetails', 'licenceType'],
  ],
  driverDetailsTwo: [['hasAdditionalDriver']],
  additionalDrivers: [['additionalDrivers']],
  vehicleCover: [
    ['coverDetails', 'levelOfCover'],
    ['coverDetails', 'voluntaryExcess'],
  ],
};

const at = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (inner, key) =>
      typeof inner === 'object' && inner !== null
        ? (inner as Record<string, unknown>)[key]
        : undefined,
    value,
  );

type Stored = Partial<Record<StepId, { answers: StepAnswers }>>;

const LOADED_QUOTES = [
  'loadAggregatorQuote: loaded',
  'loadAggregatorQuote: loadedWithoutRegistration',
  'restartDpaCheck: matched',
  'reminderDpaCheck: matched',
  'loadSavedQuote: loaded',
  'retrievalDpaCheck: matched',
  // A saved quote's check loads the quote that was saved, priced or not.
  'savedQuoteDpaCheck: matched',
  'savedQuoteDpaCheck: matched priced',
  // A returning visitor's quote declined or referred since it was priced is loaded as well.
  ...(
    ['restartDpaCheck', 'reminderDpaCheck', 'retrievalDpaCheck', 'loadSavedQuote'] as const
  ).flatMap((actor) => [`${actor}: declined`, `${actor}: referred`]),
];

function updateStored(
  stored: Stored,
  before: JourneySnapshot,
  after: JourneySnapshot,
  option: Option,
): Stored {
  const reset =
    after.context.revision > before.context.revision && option.label !== 'sync.external';
  // A quote bought is cleared: only the purchase stays, for thank-you.
  const bought = before.context.purchase === null && after.context.purchase !== null;
  if (reset || bought || LOADED_QUOTES.includes(option.label)) return {};
  const step = completedBy(before, option.event);
  if (!step || option.event.type !== 'wizard.next') return stored;
  const next: Stored = { ...stored, [step]: { answers: option.event.answers } };
  if (
    step === 'driverDetailsTwo' &&
    before.context.quote.hasAdditionalDriver !== after.context.quote.hasAdditionalDriver
  ) {
    delete next.additionalDrivers;
  }
  return next;
}

function lostAnswers(stored: Stored, quote: QuoteState): string[] {
  return (Object.keys(stored) as StepId[]).flatMap((step) => {
    const answers = stored[step]?.answers;
    const lost = keptFields[step]
      .filter((field) => JSON.stringify(at(quote, field)) !== JSON.stringify(at(answers, field)))
      .map((field) => `${step}: ${field.join('.')}`);
    return quote.completedSteps[step] ? lost : [...lost, `${step}: no longer complete`];
  });
}

const knownRoutes = new Set<string>([
  ...stepIds.map(stepPath),
  ...Object.values(pagePaths),
  '/30-day-quote',
]);

const isBooted = (snapshot: JourneySnapshot) =>
  !snapshot.matches({ flow: 'booting' }) && !snapshot.matches({ flow: 'bootFailed' });

async function runJourney(choices: Choice[]): Promise<void> {
  const driver = new JourneyDriver();
  const trace: string[] = [];
  let stored: Stored = {};
  try {
    for (const { kind, pick } of choices) {
      const options = optionsFor(driver, kind);
      const option = options[pick % options.length];
      if (!option) break;
      const before = driver.snapshot;
      trace.push(option.label);
      const where = `after ${trace.join(' → ')}`;
      await driver.deliver(option.event, option.label).catch((error: unknown) => {
        throw new Error(`${String(error)} ${where}`);
      });
      const after = driver.snapshot;
      stored = updateStored(stored, before, after, option);

      expect(after.status, where).toBe('active');
      const { quote } = after.context;
      expect(quote.activeStep, where).toBeLessThanOrEqual(stepIndex(furthestStep(quote)) + 1);
      expect(lostAnswers(stored, quote), where).toEqual([]);
      if (isBooted(after)) expect(knownRoutes.has(after.context.location.path), where).toBe(true);
    }
  } finally {
    driver.stop();
  }
}

describe('journey properties (random event sequences)', () => {
  it('keep activeStep within one of the furthest step, keep completed answers and always show a known route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(choice, { minLength: 10, maxLength: 80 }), runJourney),
      { numRuns: 200 },
    );
  }, 30_000);
});
