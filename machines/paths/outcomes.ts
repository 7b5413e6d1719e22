/**
 * The named vocabulary of the journey's paths: what each invoked service can answer (an actor outcome) and
 * what the customer or the app can send (a user event). One name means the same thing on the machine, in a
 * view test (the outcome's `fake`) and in the browser (its sandbox `fixture`, see README "Sandbox fixtures").
 */
import { fromPromise, type OutputFrom } from 'xstate';
import type { JourneyMachine } from '../journey.machine';
import type { JourneyEvent } from '../journey.types';
import { anOutcome, aQuoteDetails, aQuoteResult, aVehicleLookup } from '../testing/factories';
import { referenceData } from '../testing/harness';
import type { DelayEvent } from './user-events';

export * from './user-events';

/** The services the journey invokes, as `machine.provide({ actors })` takes them. */
export type JourneyActors = NonNullable<Parameters<JourneyMachine['provide']>[0]['actors']>;
export type ActorName = Extract<keyof JourneyActors, string>;
type OutputOf<A extends ActorName> = OutputFrom<NonNullable<JourneyActors[A]>>;

export type ActorDoneEvent = {
  type: `xstate.done.actor.${ActorName}`;
  output: unknown;
  actorId: ActorName;
};
export type ActorErrorEvent = {
  type: `xstate.error.actor.${ActorName}`;
  error: unknown;
  actorId: ActorName;
};
/** Anything a path can deliver to the journey. */
export type PathEvent = JourneyEvent | ActorDoneEvent | ActorErrorEvent | DelayEvent;

export interface ActorOutcome {
  /** `actor: outcome`, e.g. `generateQuote: declined`. */
  name: string;
  actor: ActorName;
  result: { kind: 'done'; output: unknown } | { kind: 'error'; error: Error };
  /** How to produce this answer from the sandbox in the browser; null where the sandbox has no fixture yet. */
  fixture: string | null;
  /** The service answering this way, for `machine.provide({ actors })` in view tests. */
  fake: () => NonNullable<JourneyActors[ActorName]>;
  /** The event the journey receives when the service answers. */
  event: ActorDoneEvent | ActorErrorEvent;
}

/** A service error shaped as src/api/errors.ts shapes it: `kind`, HTTP `status` and the server `code`. */
export function serviceError(
  status: number,
  message: string,
  code?: string,
): Error & { kind: string; status: number; code?: string } {
  const kind =
    status === 404 || status === 204
      ? 'notFound'
      : status === 409
        ? 'conflict'
        : status === 400
          ? 'validation'
          : 'unexpected';
  return Object.assign(new Error(message), { kind, status }, code === undefined ? {} : { code });
}

function fakeFor<A extends ActorName>(
  result: ActorOutcome['result'],
): () => NonNullable<JourneyActors[A]> {
  // fromPromise infers an untyped input here; the machine's slot for A takes the same output, so the cast holds.
  return () =>
    fromPromise(() =>
      result.kind === 'done' ? Promise.resolve(result.output) : Promise.reject(result.error),
    ) as unknown as NonNullable<JourneyActors[A]>;
}

function answers<A extends ActorName>(
  actor: A,
  label: string,
  output: OutputOf<A>,
  fixture: string | null,
): ActorOutcome {
  const result = { kind: 'done' as const, output };
  return {
    name: `${actor}: ${label}`,
    actor,
    result,
    fixture,
    fake: fakeFor<A>(result),
    event: { type: `xstate.done.actor.${actor}`, output, actorId: actor },
  };
}

function fails(
  actor: ActorName,
  label: string,
  error: Error,
  fixture: string | null,
): ActorOutcome {
  const result = { kind: 'error' as const, error };
  return {
    name: `${actor}: ${label}`,
    actor,
    result,
    fixture,
    fake: fakeFor(result),
    event: { type: `xstate.error.actor.${actor}`, error, actorId: actor },
  };
}

const swia1aaAddresses = [
  {
    itemId: 'SW1A1AA-1',
    searchResult: 'Flat 1, Regency Mansions, 48 Palace Road, London, SW1A 1AA',
  },
  {
    itemId: 'SW1A1AA-2',
    searchResult: 'Flat 2, Regency Mansions, 48 Palace Road, London, SW1A 1AA',
  },
];

/** The sandbox operation each service calls, as SANDBOX_FAIL names it. */
const operationOf: Record<ActorName, string> = {
  loadReferenceData: 'getAllReferenceListData',
  lookupVehicle: 'getVehicleDetailsByVrm',
  searchAddresses: 'searchAddresses',
  getAddressById: 'getFullAddressByAddressId',
  generateQuote: 'generateNewPrivateCarQuote',
  rateExistingQuote: 'rateExistingPrivateCarQuote',
  updateNoClaimsProtection: 'updateNoClaimsProtection',
  setVehicleRegistration: 'setVehicleRegistration',
  saveContactPreferences: 'updateContactPreferences',
  payByCard: 'makePaymentIntentV2',
  checkBankDetails: 'checkBankDetails',
  takeUpQuote: 'takeUpQuote',
  loadAggregatorQuote: 'getAggregatorQuote',
  loadRestartPremium: 'getQuotePremium',
  restartDpaCheck: 'restartPolicy',
  reminderDpaCheck: 'quoteReminderDpaCheck',
};

const fault = (actor: ActorName, status: number, code?: string) =>
  `SANDBOX_FAIL ${operationOf[actor]}=${status}${code ? `:${code}` : ''}x1`;

/** The server codes the shared error table routes (spec 2 §4), as every invoking state may receive them. */
function serverCodeOutcomes(
  actor: ActorName,
  options: { inline?: string; labels?: Partial<Record<string, [string, string]>> } = {},
): ActorOutcome[] {
  const conflict = (defaultLabel: string, code: string) => {
    const [label, fixture] = options.labels?.[code] ?? [defaultLabel, fault(actor, 409, code)];
    return fails(actor, label, serviceError(409, code, code), fixture);
  };
  return [
    conflict('quoteDeclined', 'QUOTE_DECLINED'),
    conflict('alreadyTakenUp', 'QUOTE_ALREADY_TAKEN_UP'),
    conflict('expired', 'QUOTE_EXPIRED'),
    conflict('locked', 'QUOTE_LOCKED'),
    ...(options.inline ? [conflict(`inline ${options.inline}`, options.inline)] : []),
    fails(
      actor,
      'failed',
      serviceError(500, 'An unexpected server error occurred.'),
      fault(actor, 500),
    ),
  ];
}

const dpaLocked: [string, string] = ['locked', 'five failed checks on the quote within 30 minutes'];

const notFullyPriced = aQuoteResult({ isLatestFullyPricedQuote: false });
const thirtyDayOutcome = anOutcome({ underwritingOutcomeResponseId: 'UOR-30' });
const restartDetails = aQuoteDetails({
  metaData: { quoteRef: 'RST-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
});
const reminderDetails = aQuoteDetails({
  metaData: { quoteRef: 'REM-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
});
const savedContact = {
  hasPriceChanged: false,
  optionId: 'OPT-1',
  underwritingOutcomeResponseId: 'UOR-2',
};

/** Every meaningful answer of every service the journey invokes. */
export const actorOutcomes: readonly ActorOutcome[] = [
  answers(
    'loadReferenceData',
    'loaded',
    referenceData,
    'npm start (reference data is always served)',
  ),
  fails(
    'loadReferenceData',
    'failed',
    serviceError(500, 'The quote form could not be loaded.'),
    fault('loadReferenceData', 500),
  ),

  answers('lookupVehicle', 'found', aVehicleLookup(), 'registration DL19 CAR'),
  answers(
    'lookupVehicle',
    'motorcycle',
    aVehicleLookup({ isMotorCycle: true }),
    'registration MC19 BKE',
  ),
  answers(
    'lookupVehicle',
    'commercial',
    aVehicleLookup({ isCommercialVehicle: true }),
    'registration VN19 VAN',
  ),
  fails(
    'lookupVehicle',
    'notFound',
    serviceError(204, 'We are unable to find your vehicle.'),
    'registration NO19 FND',
  ),
  fails('lookupVehicle', 'failed', serviceError(500, 'Lookup failed'), 'registration ER19 ERR'),

  answers('searchAddresses', 'found', swia1aaAddresses, 'postcode SW1A 1AA'),
  fails(
    'searchAddresses',
    'none',
    serviceError(204, 'Could not find addresses with requested postcode.'),
    'postcode EC1A 1BB',
  ),
  fails(
    'searchAddresses',
    'failed',
    serviceError(500, 'Search failed'),
    fault('searchAddresses', 500),
  ),
  answers(
    'getAddressById',
    'found',
    {
      line1: 'Flat 1, Regency Mansions',
      line2: '48 Palace Road',
      line3: '',
      city: 'London',
      company: '',
      postalCode: 'SW1A 1AA',
    },
    'postcode SW1A 1AA, first address',
  ),
  fails(
    'getAddressById',
    'failed',
    serviceError(500, 'Error fetching address'),
    fault('getAddressById', 500),
  ),

  ...(['generateQuote', 'rateExistingQuote'] as const).flatMap((actor) => [
    answers(actor, 'quoted', aQuoteResult(), 'surname Carter'),
    answers(actor, 'quotedNotFullyPriced', notFullyPriced, null),
    answers(
      actor,
      'declined',
      aQuoteResult({ underwritingOutcome: anOutcome({ outcome: 'Declined' }) }),
      'surname Declined',
    ),
    answers(
      actor,
      'referred',
      aQuoteResult({ underwritingOutcome: anOutcome({ outcome: 'Referred' }) }),
      'surname Referred',
    ),
    answers(
      actor,
      'underReview',
      aQuoteResult({ underwritingOutcome: anOutcome({ outcome: 'UnderReview' }) }),
      'surname Review',
    ),
    ...serverCodeOutcomes(actor),
  ]),

  answers('updateNoClaimsProtection', 'updated', aQuoteResult(), 'results: toggle NCD protection'),
  ...serverCodeOutcomes('updateNoClaimsProtection', { inline: 'QUOTE_MISMATCH' }),

  answers(
    'setVehicleRegistration',
    'updated',
    { quoteReference: 'DC-TEST0001', vehicleRegistration: 'DL19CAR' },
    'results: enter registration DL19 CAR',
  ),
  answers(
    'setVehicleRegistration',
    'rerated',
    {
      quoteReference: 'DC-TEST0001',
      vehicleRegistration: 'DL19CAR',
      underwritingOutcome: anOutcome({ underwritingOutcomeResponseId: 'UOR-REG' }),
      optionId: 'OPT-1',
      underwritingOutcomeResponseId: 'UOR-REG',
    },
    null,
  ),
  fails(
    'setVehicleRegistration',
    'failed',
    serviceError(500, 'Unable to update vehicle registration.'),
    fault('setVehicleRegistration', 500),
  ),

  answers('saveContactPreferences', 'saved', savedContact, 'surname Carter'),
  answers(
    'saveContactPreferences',
    'rerated',
    {
      hasPriceChanged: true,
      underwritingOutcome: anOutcome({ underwritingOutcomeResponseId: 'UOR-NEW' }),
      optionId: 'OPT-1',
      underwritingOutcomeResponseId: 'UOR-NEW',
    },
    'surname Rerate (first save)',
  ),
  answers(
    'saveContactPreferences',
    'thirtyDay',
    {
      ...savedContact,
      thirtyDayQuoteDetails: {
        quoteRef: 'DC-30DAY',
        showOnly30DayQuote: true,
        thirtyDayUnderwritingOutcome: thirtyDayOutcome,
      },
    },
    'surname Thirtyday',
  ),
  answers(
    'saveContactPreferences',
    'optionIdMissing',
    { hasPriceChanged: false, underwritingOutcomeResponseId: 'UOR-2' },
    null,
  ),
  answers(
    'saveContactPreferences',
    'responseIdMissing',
    { hasPriceChanged: false, optionId: 'OPT-1' },
    null,
  ),
  ...serverCodeOutcomes('saveContactPreferences', { inline: 'QUOTE_MISMATCH' }),

  answers('payByCard', 'paid', { paymentIntentId: 'pi_sandbox_1' }, 'card 4242 4242 4242 4242'),
  fails(
    'payByCard',
    'declined',
    serviceError(409, 'PAYMENT_DECLINED', 'PAYMENT_DECLINED'),
    'card 4000 0000 0000 0002',
  ),
  fails(
    'payByCard',
    'insufficientFunds',
    serviceError(409, 'PAYMENT_INSUFFICIENT_FUNDS', 'PAYMENT_INSUFFICIENT_FUNDS'),
    'card 4000 0000 0000 9995',
  ),
  ...serverCodeOutcomes('payByCard'),

  answers(
    'checkBankDetails',
    'valid',
    {
      sortCode: '200000',
      accountNumber: '12345678',
      isValid: true,
      bankName: 'Barclays Bank',
      branchName: 'Leeds Briggate',
    },
    'sort code 20-00-00, account 12345678',
  ),
  answers(
    'checkBankDetails',
    'invalid',
    {
      sortCode: '200000',
      accountNumber: '12345678',
      isValid: false,
      bankName: 'Barclays Bank',
      branchName: 'Leeds Briggate',
    },
    null,
  ),
  fails(
    'checkBankDetails',
    'notFound',
    serviceError(204, 'Bank account not found'),
    'account number 00000000',
  ),
  fails(
    'checkBankDetails',
    'invalidSortCode',
    serviceError(400, 'Validation error.'),
    'sort code 00-00-00',
  ),

  answers(
    'takeUpQuote',
    'takenUp',
    {
      policyReference: 'POL-1',
      portalUserStatus: 'USER_CREATED',
      paymentDate: '2026-11-22',
      sendWelcomePack: false,
    },
    'card 4242 4242 4242 4242 or any valid bank account',
  ),
  ...serverCodeOutcomes('takeUpQuote', { inline: 'PAYMENT_FAILED' }),

  answers(
    'loadAggregatorQuote',
    'loaded',
    aQuoteDetails(),
    'link /pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1',
  ),
  ...serverCodeOutcomes('loadAggregatorQuote', {
    labels: {
      QUOTE_EXPIRED: ['expired', 'token AGG-EXPIRED'],
      QUOTE_ALREADY_TAKEN_UP: ['takenUp', 'token AGG-TAKEN'],
    },
  }),

  answers(
    'loadRestartPremium',
    'loaded',
    {
      quoteReference: 'RST-TEST-1',
      policyTermType: 'ThirtyDay',
      premium: { amount: 133.51, currency: 'GBP' },
    },
    'link /restart-policy?quoteRef=RST-TEST-1',
  ),
  fails(
    'loadRestartPremium',
    'failed',
    serviceError(404, 'Policy not found'),
    'link /restart-policy?quoteRef=RST-UNKNOWN',
  ),

  answers(
    'restartDpaCheck',
    'matched',
    restartDetails,
    'surname Restart, born 14/03/1988, SW1A 1AA, DL19 CAR',
  ),
  fails('restartDpaCheck', 'notFound', serviceError(404, 'Policy not found'), 'any other surname'),
  ...serverCodeOutcomes('restartDpaCheck', { labels: { QUOTE_LOCKED: dpaLocked } }),

  answers(
    'reminderDpaCheck',
    'matched',
    reminderDetails,
    'surname Reminder, born 22/07/1990, SW1A 1AA',
  ),
  fails('reminderDpaCheck', 'notFound', serviceError(404, 'Quote not found'), 'any other surname'),
  ...serverCodeOutcomes('reminderDpaCheck', { labels: { QUOTE_LOCKED: dpaLocked } }),
];

const outcomesByName = new Map(actorOutcomes.map((outcome) => [outcome.name, outcome]));

export function outcomeNamed(name: string): ActorOutcome {
  const outcome = outcomesByName.get(name);
  if (!outcome) throw new Error(`No actor outcome is named "${name}"`);
  return outcome;
}

export const outcomesOf = (actor: string): ActorOutcome[] =>
  actorOutcomes.filter((outcome) => outcome.actor === actor);

/** The fakes for `machine.provide({ actors })`, one outcome per service (e.g. for a view test). */
export function servicesAnswering(...names: string[]): Partial<JourneyActors> {
  return Object.fromEntries(
    names.map((name) => {
      const outcome = outcomeNamed(name);
      return [outcome.actor, outcome.fake()];
    }),
  );
}

export const isActorOutcomeEvent = (event: PathEvent): event is ActorDoneEvent | ActorErrorEvent =>
  event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');

export const isDelayEvent = (event: PathEvent): event is DelayEvent =>
  event.type.startsWith('xstate.after.');
