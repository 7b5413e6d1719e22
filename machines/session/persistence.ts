/**
 * The journey kept in browser storage under `root`, version 1 (spec 1 §3, spec 2 §4), so a reload, a sleeping
 * laptop or a second tab sees the same answers. A stored record is checked before use and discarded whole when
 * it does not match: never half-loaded.
 */
import * as v from 'valibot';
import type { JourneyContext, PersistedJourney } from '../core/types';
import { stepIds } from '../wizard';
import { completedStepKeys } from '../core/state';

export const PERSISTENCE_KEY = 'root';
export const PERSISTENCE_VERSION = 1;

/** The part of the Web Storage API the journey uses: localStorage, or `createMemoryStorage()` where it is refused. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of the journey actor persistence reads. */
export interface SnapshotSource {
  getSnapshot(): { context: JourneyContext };
  subscribe(listener: (snapshot: { context: JourneyContext }) => void): { unsubscribe(): void };
}

export interface PersistenceOptions {
  /** Called after each write, with what was written (tab sync announces it to the other tabs). */
  onWrite?: (record: PersistedJourney) => void;
  /**
   * Whether the journey's revision is one just adopted from another tab (tab sync's `isAdopted`): those
   * answers are already stored, and writing them back would bounce between the tabs.
   */
  isAdopted?: (revision: number) => boolean;
  /** Called when storage refuses a write (quota, private mode); the journey carries on in memory. */
  onError?: (error: unknown) => void;
  now?: () => Date;
}

export function toPersisted(
  context: JourneyContext,
  revision: number,
  now: Date,
): PersistedJourney {
  return {
    version: PERSISTENCE_VERSION,
    revision,
    savedAt: now.toISOString(),
    data: {
      quote: context.quote,
      result: context.result,
      payment: context.payment,
      contact: context.contact,
      vehicleLookup: context.vehicleLookup,
      aggregator: context.aggregator,
      drafts: context.drafts,
      entry: context.entry,
      location: context.location,
      purchase: context.purchase,
      restart: context.restart,
      saved: context.saved,
    },
  };
}

export const nullableString = v.nullable(v.string());
const list = v.array(v.unknown());
export const record = v.looseObject({});

/** The sections and the fields the journey routes on; loose, so nested fields not named here are kept. */
export const quoteSchema = v.looseObject({
  proposerDetails: v.looseObject({
    address: record,
    motoringConvictions: list,
    motoringClaims: list,
  }),
  vehicleDetails: v.looseObject({ registration: v.string(), modifications: list }),
  coverDetails: record,
  additionalDrivers: list,
  additionalQuestions: record,
  hasAdditionalDriver: v.nullable(v.boolean()),
  activeStep: v.pipe(v.number(), v.integer(), v.minValue(1)),
  aggLoading: v.boolean(),
  hasRiskDataChanged: v.boolean(),
  marketingPreferences: record,
  // Journeys stored before the honeypot mark existed have none; they load unmarked.
  isSuspectedSpam: v.optional(v.boolean()),
  completedSteps: v.object(
    Object.fromEntries(completedStepKeys.map((key) => [key, v.boolean()])) as Record<
      (typeof completedStepKeys)[number],
      v.BooleanSchema<undefined>
    >,
  ),
});

const resultSchema = v.looseObject({
  quoteRef: nullableString,
  outcome: nullableString,
  expiryDate: nullableString,
  isLatestFullyPricedQuote: v.boolean(),
  underwritingOutcome: v.nullable(v.looseObject({ underwrittenOptions: list })),
  selectedOption: v.nullable(record),
  paymentProvider: v.string(),
  thirtyDayQuoteDetails: v.looseObject({
    quoteRef: nullableString,
    showOnly30DayQuote: v.boolean(),
  }),
});

const paymentSchema = v.looseObject({
  selectedPaymentMethod: v.nullable(v.picklist(['CARD_PAYMENT', 'DIRECT_DEBIT'])),
  selectedPaymentOption: v.nullable(record),
  allowableOptions: list,
  is30DayQuote: v.boolean(),
  policyReference: nullableString,
});

export const contactSchema = v.looseObject({
  contactEmail: v.string(),
  contactPhoneNumber: v.string(),
});

export const vehicleLookupSchema = v.looseObject({
  isCommercialVehicle: v.boolean(),
  isMotorCycle: v.boolean(),
  vehicleInfo: v.nullable(v.looseObject({ registration: v.string() })),
  problem: v.nullable(v.picklist(['notFound', 'motorcycle', 'wrongType', 'failed'])),
});

export const draftsSchema = v.record(
  v.picklist([...stepIds, 'results', 'cardholder', 'directDebit']),
  v.unknown(),
);

const savedRecordSchema = v.object({
  quoteRef: v.string(),
  emailAddress: v.string(),
  expiresAt: v.string(),
});

const persistedSchema = v.object({
  version: v.literal(PERSISTENCE_VERSION),
  revision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  data: v.object({
    quote: quoteSchema,
    result: resultSchema,
    payment: paymentSchema,
    contact: contactSchema,
    vehicleLookup: vehicleLookupSchema,
    aggregator: v.nullable(v.looseObject({ token: v.string(), quoteRef: v.string() })),
    drafts: draftsSchema,
    entry: v.object({
      isMobileApp: v.boolean(),
      email: nullableString,
      registration: nullableString,
    }),
    location: v.object({ path: v.string(), replace: v.boolean() }),
    purchase: v.optional(
      v.nullable(
        v.looseObject({
          policyReference: v.string(),
          quoteRef: v.string(),
          page: v.picklist(['thankYou', 'restartThankYou']),
          // A purchase stored before the channel was kept counts as direct.
          fromAggregator: v.optional(v.boolean(), false),
          // Stored before the amounts and the cover were kept: thank-you keeps its wording, without the cover.
          paidToday: v.optional(v.number()),
          firstInstalment: v.optional(v.nullable(v.number())),
          cover: v.optional(
            v.object({
              from: v.string(),
              to: v.string(),
              vehicle: v.string(),
              registration: v.string(),
            }),
          ),
          // Stored before the product was kept: thank-you lists no product documents or right to cancel.
          product: v.optional(
            v.object({
              term: v.nullable(v.picklist(['Annual', 'ThirtyDay'])),
              insurer: v.nullable(v.string()),
            }),
          ),
        }),
      ),
      null,
    ),
    restart: v.optional(
      v.object({
        quoteRef: nullableString,
        premium: v.nullable(v.looseObject({ amount: v.number(), currency: v.string() })),
      }),
    ),
    saved: v.optional(v.nullable(savedRecordSchema)),
  }),
});

/** The answers a save for later sends (issue #29): the wizard's own, in this storage format's version. */
export function savedAnswersOf(context: JourneyContext) {
  return {
    version: PERSISTENCE_VERSION,
    journey: {
      quote: context.quote,
      drafts: context.drafts,
      vehicleLookup: context.vehicleLookup,
      contact: context.contact,
      entry: { email: context.entry.email },
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The schema checks every section and the fields the journey relies on, not each nested answer. */
function isPersistedJourney(value: unknown): value is PersistedJourney {
  return v.is(persistedSchema, value);
}

/** Fields added to the quote since version 1 was first stored take their defaults. */
function withQuoteDefaults(record: PersistedJourney): PersistedJourney {
  const { quote } = record.data;
  if (typeof quote.isSuspectedSpam === 'boolean') return record;
  return { ...record, data: { ...record.data, quote: { ...quote, isSuspectedSpam: false } } };
}

/** A record read from storage or received from another tab, checked: null when it does not match. */
export function checkedPersisted(value: unknown): PersistedJourney | null {
  return isPersistedJourney(value) ? withQuoteDefaults(value) : null;
}

export function parsePersisted(raw: string | null): PersistedJourney | null {
  return raw === null ? null : checkedPersisted(parseJson(raw));
}

export function readPersisted(storage: KeyValueStorage): PersistedJourney | null {
  return parsePersisted(storage.getItem(PERSISTENCE_KEY));
}

export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** An unknown version or a broken record is removed, so nothing tries to read it again. */
export function discardUnreadable(storage: KeyValueStorage): void {
  if (storage.getItem(PERSISTENCE_KEY) !== null && readPersisted(storage) === null) {
    storage.removeItem(PERSISTENCE_KEY);
  }
}

/**
 * What decides whether a write is due. The location is stored with the answers but is not restored (the URL
 * decides where a reload lands) nor adopted by another tab, so moving between pages alone is not a change.
 */
function answersJson(context: JourneyContext): string {
  const { location: _location, ...answers } = toPersisted(context, 0, new Date(0)).data;
  return JSON.stringify(answers);
}

/**
 * Writes the journey to storage whenever its persisted data changes, reset included. Answers just adopted from
 * another tab are not written back: that tab already stored them, and echoing them would bounce between tabs.
 */
export function attachPersistence(
  actor: SnapshotSource,
  storage: KeyValueStorage,
  options: PersistenceOptions = {},
): () => void {
  const now = options.now ?? (() => new Date());
  const initial = actor.getSnapshot().context;
  let lastContext = initial;
  let lastJson = answersJson(initial);
  let lastWrittenRevision: number | null = null;

  discardUnreadable(storage);

  const adoptedFromAnotherTab = (context: JourneyContext): boolean =>
    context.revision !== lastContext.revision && (options.isAdopted?.(context.revision) ?? false);

  const write = (context: JourneyContext, json: string) => {
    const revision =
      Math.max(context.revision, readPersisted(storage)?.revision ?? 0, lastWrittenRevision ?? 0) +
      1;
    const record = toPersisted(context, revision, now());
    try {
      storage.setItem(PERSISTENCE_KEY, JSON.stringify(record));
    } catch (error) {
      (options.onError ?? console.warn)(error);
      return;
    }
    lastJson = json;
    lastWrittenRevision = revision;
    options.onWrite?.(record);
  };

  const subscription = actor.subscribe(({ context }) => {
    if (context === lastContext) return;
    const json = answersJson(context);
    const adopted = adoptedFromAnotherTab(context);
    lastContext = context;
    if (json === lastJson) return;
    if (adopted) {
      lastJson = json;
      return;
    }
    write(context, json);
  });
  return () => subscription.unsubscribe();
}
