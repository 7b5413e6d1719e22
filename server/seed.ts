import { randomBytes } from 'node:crypto';
import { addDays, addMinutes, formatISO, roundToNearestMinutes, subDays, subHours } from 'date-fns';
import { endOfUkDay, ukDayOf } from '../shared/uk-day';
import type { PaymentProvider, ProposerDetails, Quote, SavedQuoteDocument } from './contract';
import { getAddressById } from './fixtures/addresses';
import { vehicleDetailsFrom } from '../shared/domain';
import { lookupVehicle } from './fixtures/vehicles';
import { savedQuoteLink } from './emails/saved-quote-email';
import { identityOf, priceQuote } from './quoting';
import type { RatedDuration } from './rating/input';
import type { Database } from './store/database';
import { insertDocuments, insertPolicy } from './store/policies';
import type { QuoteSource } from './store/quotes';
import { SAVED_QUOTE_DAYS, upsertSavedQuote } from './store/saved-quotes';

export interface SeededEntry {
  label: string;
  /** Entry path in the app (relative to the server's origin). */
  path: string;
}

/** The documented QA fixtures (docs/fixtures.md). */
export const seededReferences = {
  aggregator: { token: 'AGG-TEST-1', quoteRef: 'AGGQ-TEST-1' },
  aggregatorExpired: { token: 'AGG-EXPIRED', quoteRef: 'AGGQ-EXPIRED' },
  aggregatorTaken: { token: 'AGG-TAKEN', quoteRef: 'AGGQ-TAKEN', policyRef: 'POL-TAKEN-1' },
  restart: { quoteRef: 'RST-TEST-1', policyRef: 'POL-RST-1', originalQuoteRef: 'RSTQ-ORIGINAL-1' },
  reminder: { quoteRef: 'REM-TEST-1' },
  saved: { quoteRef: 'SAV-TEST-1' },
  /** A priced quote saved from results: its link reopens the price. */
  savedPriced: { quoteRef: 'SAVQ-TEST-1' },
  /** Saved by a later version of the app, in a storage format this one cannot read. */
  savedNewer: { quoteRef: 'SAV-TEST-NEWER' },
} as const;

type Person = Pick<
  ProposerDetails,
  'title' | 'firstName' | 'lastNames' | 'dateOfBirth' | 'emailAddress'
>;

/**
 * A driving licence number that fits the person as the journey checks it (spec 1 §3 Driving licence number):
 * surname, birth date (a woman's month with 5 added to its first digit), initials, a digit and check letters.
 */
function licenceNumberOf(person: Person): string {
  const surname = person.lastNames
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 5)
    .padEnd(5, '9');
  const [year = '', month = '', day = ''] = person.dateOfBirth.split('-');
  const isWoman = ['MRS', 'MS', 'MISS'].includes(person.title);
  const birthMonth = isWoman ? `${Number(month.slice(0, 1)) + 5}${month.slice(1)}` : month;
  const initials = `${person.firstName.slice(0, 1).toUpperCase()}9`;
  return `${surname}${year.slice(2, 3)}${birthMonth}${day}${year.slice(3, 4)}${initials}9AB`;
}

/**
 * A complete risk for the quotable DL19 CAR fixture, kept at the first SW1A 1AA address: every answer a quote
 * saved through the wizard holds (spec 1 §2 Wizard steps), the licence number, where the vehicle is kept
 * overnight and the assumptions about it included.
 */
export function seedRisk(
  person: Person,
  now: Date,
  coverDays: 'annual' | 'thirtyDay' = 'annual',
): Quote {
  const vehicle = lookupVehicle('DL19 CAR', now);
  const address = getAddressById('SW1A1AA-1');
  if (vehicle.kind !== 'found' || !address)
    throw new Error('The DL19 CAR and SW1A 1AA fixtures are missing');
  const info = vehicle.result.vehicleInfo;
  const start = roundToNearestMinutes(addMinutes(addDays(now, 1), 0), { nearestTo: 15 });
  // The last day of cover on the customer's (UK) calendar; cover ends at the end of it.
  const startDay = ukDayOf(start);
  const end = coverDays === 'annual' ? subDays(addDays(startDay, 365), 1) : addDays(startDay, 29);
  return {
    proposerDetails: {
      ...person,
      phoneNumber: '07700900123',
      isHomeOwner: true,
      address: {
        postcode: address.postalCode,
        line1: address.line1,
        line2: address.line2 || null,
        line3: address.line3 || null,
        city: address.city,
        county: null,
        country: 'United Kingdom',
      },
      maritalStatus: 'M',
      isResidentFromBirth: true,
      isFullTime: true,
      employmentType: 'S',
      occupation: 'D34',
      industry: '703',
      isMainDriver: true,
      licenceType: 'F',
      licenceObtained: '2010-06-01',
      licenceNumber: licenceNumberOf(person),
      hasCriminalConvictions: false,
      hasBeenRefusedCover: false,
      accessToOtherVehicles: false,
      motoringConvictions: [],
      motoringClaims: [],
    },
    vehicleDetails: {
      ...vehicleDetailsFrom(info),
      value: info.value,
      isLeftHandDrive: false,
      isImported: false,
      isQPlate: false,
      vehiclePurchased: true,
      datePurchased: '2021-04-01',
      vehicleUse: 'HR',
      deliveryCompany: 'JUSTEAT',
      annualMileage: 15000,
      businessMileage: 12000,
      ownership: 'P',
      registeredKeeper: 'P',
      isNotKeptAtHomeAddressOverNight: false,
      vehicleOvernight: 'DRV',
      // The assumptions confirmed: no modifications, not imported, right-hand drive.
      modifications: [],
      securityDevices: [],
    },
    coverDetails: {
      levelOfCover: 'COMP',
      effectiveFrom: formatISO(start),
      effectiveTo: formatISO(endOfUkDay(end)),
      voluntaryExcess: 250,
      yearsOfNoClaimsDiscount: 4,
      protectNoClaimsDiscount: false,
    },
    additionalDrivers: [],
    hasAdditionalDriver: false,
    // Heard of us on a website: asked then about company-car experience and years claim-free (spec 1 §5).
    additionalQuestions: {
      howDidYouHearAboutUs: 'AD',
      experienceDrivingCompnayCar: 'N',
      claimFreeFor: '4',
    },
    marketingPreferences: { emailOptIn: true, phoneOptIn: true, smsOptIn: true },
  };
}

const aggregatorPerson: Person = {
  title: 'MR',
  firstName: 'Sam',
  lastNames: 'Carter',
  dateOfBirth: '1991-09-03',
  emailAddress: 'sam.carter@example.com',
};

const restartPerson: Person = {
  title: 'MS',
  firstName: 'Jordan',
  lastNames: 'Restart',
  dateOfBirth: '1988-03-14',
  emailAddress: 'jordan.restart@example.com',
};

const reminderPerson: Person = {
  title: 'MRS',
  firstName: 'Priya',
  lastNames: 'Reminder',
  dateOfBirth: '1990-07-22',
  emailAddress: 'priya.reminder@example.com',
};

/** The saved quote's customer: the details its check compares, and where its link was sent. */
export const savedQuoteCustomer = {
  surname: 'Saver',
  dateOfBirth: '1992-11-05',
  postcode: 'SW1A 1AA',
  emailAddress: 'alex.saver@example.com',
} as const;

/** Where the saved quote was left: on About you, the vehicle's two steps answered. */
export const SAVED_QUOTE_ACTIVE_STEP = 3;

/**
 * A partial quote as the app saves it (SaveQuoteForLater's `answers`): its storage version and the journey's
 * answers so far, here the vehicle's two steps (DL19 CAR, as every seeded quote's).
 */
export function savedQuoteAnswers(now: Date): SavedQuoteDocument {
  const risk = seedRisk(savedPerson, now);
  return {
    version: 1,
    journey: {
      quote: {
        vehicleDetails: risk.vehicleDetails,
        activeStep: SAVED_QUOTE_ACTIVE_STEP,
        completedSteps: { vehicleDetails: true, vehicleDetailsTwo: true },
      },
      entry: { email: savedQuoteCustomer.emailAddress },
    },
  };
}

const savedPerson: Person = {
  title: 'MR',
  firstName: 'Alex',
  lastNames: savedQuoteCustomer.surname,
  dateOfBirth: savedQuoteCustomer.dateOfBirth,
  emailAddress: savedQuoteCustomer.emailAddress,
};

/** The answers of a quote saved from results: every step answered (the price is the quote's own). */
function savedPricedAnswers(risk: Quote): SavedQuoteDocument {
  return {
    version: 1,
    journey: {
      quote: {
        ...risk,
        activeStep: 7,
        completedSteps: Object.fromEntries(
          [
            'vehicleDetails',
            'vehicleDetailsTwo',
            'aboutYou',
            'driverDetails',
            'driverDetailsTwo',
            'vehicleCover',
          ].map((step) => [step, true]),
        ),
      },
      entry: { email: savedQuoteCustomer.emailAddress },
    },
  };
}

interface SeedContext {
  db: Database;
  now: () => Date;
  /** The provider the seeded quotes are priced with (SANDBOX when not given). */
  paymentProvider?: PaymentProvider;
}

/** One seeded quote, priced as the API would price it, with the identity its checks compare. */
async function insertQuote(
  tx: Pick<Database, 'query'>,
  { now, paymentProvider }: { now: Date; paymentProvider: PaymentProvider },
  quoteRef: string,
  source: QuoteSource,
  risk: Quote,
  extra: {
    token?: string;
    expiresAt?: Date;
    takenUpAt?: Date;
    duration?: RatedDuration;
  } = {},
) {
  const result = priceQuote(risk, {
    quoteRef,
    now,
    ...(extra.duration ? { durations: [extra.duration] } : {}),
    paymentProvider,
  });
  const identity = identityOf(risk);
  await tx.query(
    `insert into quotes (quote_ref, source, aggregator_token, risk, result, surname, date_of_birth, postcode,
       registration, expires_at, taken_up_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      quoteRef,
      source,
      extra.token ?? null,
      JSON.stringify(risk),
      JSON.stringify(result),
      identity.surname,
      identity.dateOfBirth,
      identity.postcode,
      identity.registration,
      extra.expiresAt ?? new Date(result.expiryDate),
      extra.takenUpAt ?? null,
      now,
    ],
  );
  return result;
}

/** The returning visitors' quotes `POST /__sandbox/entry-quotes` mints. */
export const entryQuoteKinds = [
  'aggregator',
  'aggregatorWithoutRegistration',
  'reminder',
  'restart',
  'saved',
  'savedPriced',
  'savedNewer',
] as const;
export type EntryQuoteKind = (typeof entryQuoteKinds)[number];

/**
 * The surnames a minted quote's proposer may be given instead of the fixture person's own: the rating model's
 * outcome surnames (server/rating/underwriting.ts `SURNAME_OUTCOMES`), so the quote is priced Declined,
 * Referred or UnderReview, with no option to buy, as the underwriter left it.
 */
export const entryQuoteSurnames = ['Declined', 'Referred', 'Review'] as const;
export type EntryQuoteSurname = (typeof entryQuoteSurnames)[number];

/** The outcome surname `value` names, in any case or spacing around it; undefined for any other value. */
export const entryQuoteSurnameOf = (value: unknown): EntryQuoteSurname | undefined =>
  typeof value === 'string'
    ? entryQuoteSurnames.find((surname) => surname.toLowerCase() === value.trim().toLowerCase())
    : undefined;

/** The kinds whose proposer can be renamed: a saved quote keeps its customer, whose details open it. */
export const kindsWithSurname: readonly EntryQuoteKind[] = [
  'aggregator',
  'aggregatorWithoutRegistration',
  'reminder',
  'restart',
];

type SavedKind = Extract<EntryQuoteKind, 'saved' | 'savedPriced' | 'savedNewer'>;

/**
 * A quote saved for later an hour ago, by the saved quote's customer (its link works for 30 days from then):
 * left on About you (`saved`), saved from results with its price (`savedPriced`), or saved by a later
 * version of the app in a storage format this one cannot read (`savedNewer`).
 */
async function insertSavedQuote(
  db: Pick<Database, 'query'>,
  pricing: { now: Date; paymentProvider: PaymentProvider },
  quoteRef: string,
  kind: SavedKind,
): Promise<void> {
  const savedAt = subHours(pricing.now, 1);
  const saved = {
    quoteRef,
    email: savedQuoteCustomer.emailAddress,
    surname: savedQuoteCustomer.surname,
    dateOfBirth: savedQuoteCustomer.dateOfBirth,
    postcode: savedQuoteCustomer.postcode,
    savedAt,
    expiresAt: addDays(savedAt, SAVED_QUOTE_DAYS),
  };
  if (kind === 'savedPriced') {
    const risk = seedRisk(savedPerson, pricing.now);
    await insertQuote(db, pricing, quoteRef, 'direct', risk);
    await upsertSavedQuote(db, { ...saved, activeStep: 7, answers: savedPricedAnswers(risk) });
    return;
  }
  const answers = savedQuoteAnswers(savedAt);
  await upsertSavedQuote(db, {
    ...saved,
    activeStep: SAVED_QUOTE_ACTIVE_STEP,
    answers: kind === 'savedNewer' ? { ...answers, version: 2 } : answers,
  });
}

/** The fixture person, renamed `surname` where one is given (a declined or referred returning visitor). */
const personNamed = (person: Person, surname: EntryQuoteSurname | undefined): Person =>
  surname ? { ...person, lastNames: surname } : person;

/**
 * A fresh copy of a returning visitor's fixture, for a QA run or a test that buys it, locks it or must not
 * share it: a price-comparison quote with its own token, a quote to be reminded of, a restart's 30-day quote
 * or a saved quote (docs/fixtures.md). With `surname` (an outcome surname, `entryQuoteSurnames`) the quote's
 * proposer has that surname and the quote is priced by it: Declined or Referred when it is loaded. The
 * contract's own way to a restart quote, CreateQuoteForCancelledPolicy, makes only quotes that can be bought.
 */
export async function mintEntryQuote(
  { db, now: clock, paymentProvider = 'SANDBOX' }: SeedContext,
  kind: EntryQuoteKind,
  options: { surname?: EntryQuoteSurname } = {},
): Promise<{ quoteRef: string; token: string | null; path: string }> {
  const now = clock();
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const pricing = { now, paymentProvider };
  const { surname } = options;
  if (surname && !kindsWithSurname.includes(kind))
    throw new Error(`A minted ${kind} quote keeps its customer's surname`);
  if (kind === 'aggregator' || kind === 'aggregatorWithoutRegistration') {
    const quoteRef = `AGGQ-${suffix}`;
    const token = `AGG-${suffix}`;
    const risk = seedRisk(personNamed(aggregatorPerson, surname), now);
    // A comparison site may price a car not yet registered: results then ask for its registration.
    if (kind === 'aggregatorWithoutRegistration') risk.vehicleDetails.registration = '';
    await insertQuote(db, pricing, quoteRef, 'aggregator', risk, { token });
    return { quoteRef, token, path: `/pcw-result?token=${token}&quoteRef=${quoteRef}` };
  }
  if (kind === 'saved' || kind === 'savedPriced' || kind === 'savedNewer') {
    const quoteRef = `${kind === 'savedPriced' ? 'SAVQ' : 'SAV'}-${suffix}`;
    await insertSavedQuote(db, pricing, quoteRef, kind);
    return { quoteRef, token: null, path: savedQuoteLink('', quoteRef) };
  }
  if (kind === 'restart') {
    // As the seeded RST-TEST-1: the restart person's risk, priced for 30 days from tomorrow.
    const quoteRef = `RST-${suffix}`;
    const risk = seedRisk(personNamed(restartPerson, surname), now, 'thirtyDay');
    await insertQuote(db, pricing, quoteRef, 'restart', risk, { duration: 'ThirtyDay' });
    return { quoteRef, token: null, path: `/restart-policy?quoteRef=${quoteRef}` };
  }
  const quoteRef = `REM-${suffix}`;
  const risk = seedRisk(personNamed(reminderPerson, surname), now);
  await insertQuote(db, pricing, quoteRef, 'reminder', risk);
  return { quoteRef, token: null, path: `/your-quote-details?quoteRef=${quoteRef}` };
}

const seededRefs = () => [
  seededReferences.aggregator.quoteRef,
  seededReferences.aggregatorExpired.quoteRef,
  seededReferences.aggregatorTaken.quoteRef,
  seededReferences.restart.quoteRef,
  seededReferences.restart.originalQuoteRef,
  seededReferences.reminder.quoteRef,
  seededReferences.saved.quoteRef,
  seededReferences.savedPriced.quoteRef,
  seededReferences.savedNewer.quoteRef,
];

/**
 * Puts every documented fixture back into its documented state (a QA run may have bought one),
 * so each start of the sandbox offers the same entry links.
 */
export async function seedFixtures({
  db,
  now: clock,
  paymentProvider = 'SANDBOX',
}: SeedContext): Promise<SeededEntry[]> {
  const now = clock();
  const pricing = { now, paymentProvider };
  const refs = seededRefs();
  await db.transaction(async (tx) => {
    await tx.query(
      'delete from documents where policy_ref in (select policy_ref from policies where quote_ref = any($1) or restart_quote_ref = any($1))',
      [refs],
    );
    await tx.query(
      'delete from policies where quote_ref = any($1) or restart_quote_ref = any($1)',
      [refs],
    );
    await tx.query('delete from payments where quote_ref = any($1)', [refs]);
    await tx.query('delete from dpa_attempts where quote_ref = any($1)', [refs]);
    await tx.query('delete from quotes where quote_ref = any($1)', [refs]);
    await tx.query('delete from saved_quotes where quote_ref = any($1)', [refs]);

    const { aggregator, aggregatorExpired, aggregatorTaken, restart, reminder } = seededReferences;
    await insertQuote(
      tx,
      pricing,
      aggregator.quoteRef,
      'aggregator',
      seedRisk(aggregatorPerson, now),
      {
        token: aggregator.token,
      },
    );
    await insertQuote(
      tx,
      pricing,
      aggregatorExpired.quoteRef,
      'aggregator',
      seedRisk(aggregatorPerson, subDays(now, 40)),
      {
        token: aggregatorExpired.token,
        expiresAt: subDays(now, 1),
      },
    );
    const taken = await insertQuote(
      tx,
      pricing,
      aggregatorTaken.quoteRef,
      'aggregator',
      seedRisk(aggregatorPerson, now),
      {
        token: aggregatorTaken.token,
        takenUpAt: subDays(now, 2),
      },
    );
    const takenOption = taken.underwritingOutcome.underwrittenOptions[0];
    await insertPolicy(
      tx,
      {
        policyRef: aggregatorTaken.policyRef,
        quoteRef: aggregatorTaken.quoteRef,
        optionId: takenOption?.optionId ?? null,
        paymentCollectionCode: 'ANNUAL_CARD_IN_FULL',
        paymentMethod: 'CARD_PAYMENT',
        paymentDate: formatISO(subDays(now, 2), { representation: 'date' }),
        restartQuoteRef: null,
        cancelledAt: null,
        paymentIntentId: null,
      },
      now,
    );
    await insertDocuments(
      tx,
      [
        { id: 'DOC-TAKEN-1', fileName: 'Policy Schedule.pdf', title: 'Policy Schedule' },
        {
          id: 'DOC-TAKEN-2',
          fileName: 'Certificate of Motor Insurance.pdf',
          title: 'Certificate of Motor Insurance',
        },
        { id: 'DOC-TAKEN-3', fileName: 'Statement of Fact.pdf', title: 'Statement of Fact' },
      ].map((document) => ({ ...document, policyRef: aggregatorTaken.policyRef })),
      now,
    );

    await insertQuote(
      tx,
      pricing,
      restart.originalQuoteRef,
      'direct',
      seedRisk(restartPerson, subDays(now, 60)),
      {
        takenUpAt: subDays(now, 59),
      },
    );
    await insertQuote(
      tx,
      pricing,
      restart.quoteRef,
      'restart',
      seedRisk(restartPerson, now, 'thirtyDay'),
      {
        duration: 'ThirtyDay',
      },
    );
    await insertPolicy(
      tx,
      {
        policyRef: restart.policyRef,
        quoteRef: restart.originalQuoteRef,
        optionId: null,
        paymentCollectionCode: 'SHORT_TERM_CARD_PAYMENT_V1',
        paymentMethod: 'CARD_PAYMENT',
        paymentDate: formatISO(subDays(now, 59), { representation: 'date' }),
        restartQuoteRef: restart.quoteRef,
        cancelledAt: subDays(now, 10),
        paymentIntentId: null,
      },
      now,
    );

    await insertQuote(tx, pricing, reminder.quoteRef, 'reminder', seedRisk(reminderPerson, now));

    await insertSavedQuote(tx, pricing, seededReferences.saved.quoteRef, 'saved');
    await insertSavedQuote(tx, pricing, seededReferences.savedPriced.quoteRef, 'savedPriced');
    await insertSavedQuote(tx, pricing, seededReferences.savedNewer.quoteRef, 'savedNewer');
  });

  const { aggregator, aggregatorExpired, aggregatorTaken, restart, reminder, saved } =
    seededReferences;
  const aggregatorLink = (ref: { token: string; quoteRef: string }) =>
    `/pcw-result?token=${ref.token}&quoteRef=${ref.quoteRef}&source=CTM`;
  return [
    { label: 'Direct quote', path: '/quote/vehicle-details' },
    { label: `Aggregator visit (${aggregator.token})`, path: aggregatorLink(aggregator) },
    {
      label: `Expired aggregator (${aggregatorExpired.token})`,
      path: aggregatorLink(aggregatorExpired),
    },
    {
      label: `Taken-up aggregator (${aggregatorTaken.token})`,
      path: aggregatorLink(aggregatorTaken),
    },
    {
      label: `Restart (${restart.quoteRef})`,
      path: `/restart-policy?quoteRef=${restart.quoteRef}`,
    },
    {
      label: `Quote reminder (${reminder.quoteRef})`,
      path: `/your-quote-details?quoteRef=${reminder.quoteRef}`,
    },
    {
      label: `Saved quote (${saved.quoteRef})`,
      path: savedQuoteLink('', saved.quoteRef),
    },
    {
      label: `Saved priced quote (${seededReferences.savedPriced.quoteRef})`,
      path: savedQuoteLink('', seededReferences.savedPriced.quoteRef),
    },
  ];
}
