import { randomBytes } from 'node:crypto';
import { addDays, parseISO, subYears } from 'date-fns';
import { addOnAllowed } from '../shared/add-ons';
import { durationBetween } from '../shared/policy-terms';
import type { SandboxContext } from './context';
import { dateOf, isUnsetDate } from './date-time';
import type {
  AddOnCode,
  PaymentProvider,
  Quote,
  QuoteDetails,
  QuoteResult,
  ServerErrorCode,
  SetVehicleRegistrationResult,
  UnderwritingOutcome,
} from './contract';
import { HttpError, TooManyRequests, conflict, notFound } from './errors';
import { normalisePostcode } from './fixtures/addresses';
import { lookupVehicle, normaliseRegistration } from './fixtures/vehicles';
import type { RatedDuration, RatingInput } from './rating/input';
import { rateQuote } from './rating/rate';
import { lockReference, type Database } from './store/database';
import {
  DPA_CLIENT_MAX_REFERENCES,
  clientBlockedUntil,
  dpaStanding,
  recordDpaAttempt,
  type DpaKind,
} from './store/dpa-attempts';
import {
  findQuote,
  insertQuote,
  updateQuote,
  type QuoteRecord,
  type QuoteSource,
} from './store/quotes';

/** How long a quote can be bought for after it was priced. */
export const QUOTE_VALIDITY_DAYS = 30;
export { isUnsetDate } from './date-time';

export function newReference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `${prefix}-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length] ?? 'X').join('')}`;
}

const dateOrUndefined = (value: string | null | undefined): Date | undefined =>
  value && !isUnsetDate(value) ? dateOf(value) : undefined;

/**
 * The duration the cover dates ask for (spec 1 §9, spec 2 §9 duration bands), or null when the quote leaves its
 * end open. The product sells no 7-day cover, so a period in the 7-day band is priced as 30 days.
 */
export function requestedDuration(quote: Quote): RatedDuration | null {
  const from = dateOrUndefined(quote.coverDetails.effectiveFrom);
  const to = dateOrUndefined(quote.coverDetails.effectiveTo);
  if (!from || !to) return null;
  return durationBetween(from, to) === 'Annual' ? 'Annual' : 'ThirtyDay';
}

/**
 * What a quote is priced for: the duration it asks for; with its end open, a direct customer's quote is priced
 * for both durations sold, for the duration panel (spec 2 §2 /policy-selection), and any other quote as Annual.
 */
export function durationsToPrice(quote: Quote, source: QuoteSource): readonly RatedDuration[] {
  const requested = requestedDuration(quote);
  if (requested) return [requested];
  if (ANNUAL_ONLY_SURNAMES.includes(quote.proposerDetails.lastNames.trim().toLowerCase()))
    return ['Annual'];
  return source === 'direct' ? BOTH_DURATIONS : ['Annual'];
}

/**
 * Sandbox triggers: the Annual fixture's risk is priced for annual cover alone, so its quote goes straight to
 * results; so is the Thirtyday fixture's, whose 30-day alternative is offered at Buy Now instead, and the
 * Nodeposit fixture's, whose annual Direct Debit plan asks no deposit (server/rating/payment-options.ts), and
 * the Nostart fixture's, whose option has no term start (server/rating/rate.ts).
 */
export const ANNUAL_ONLY_SURNAMES: readonly string[] = [
  'annual',
  'thirtyday',
  'nodeposit',
  'nostart',
];

/** Annual first: a journey that does not ask the customer takes the Annual option (spec 2 §3). */
const BOTH_DURATIONS: readonly RatedDuration[] = ['Annual', 'ThirtyDay'];

/** Maps the API's risk data onto the rating model's inputs. */
export function ratingInputOf(
  quote: Quote,
  now: Date,
  duration: RatedDuration = requestedDuration(quote) ?? 'Annual',
): RatingInput {
  const { proposerDetails: proposer, vehicleDetails: vehicle, coverDetails: cover } = quote;
  const coverStart = dateOrUndefined(cover.effectiveFrom) ?? now;
  const dateOfBirth = parseISO(proposer.dateOfBirth);
  const looked = lookupVehicle(vehicle.registration || 'UNKNOWN', now);
  const abiGroup =
    vehicle.abiGroup ?? (looked.kind === 'found' ? looked.result.vehicleInfo.abiGroup : 20);
  return {
    vehicleValue: vehicle.value,
    abiGroup,
    proposerDateOfBirth: dateOfBirth,
    coverStart,
    licenceObtained: dateOrUndefined(proposer.licenceObtained) ?? subYears(coverStart, 1),
    noClaimsYears: cover.yearsOfNoClaimsDiscount ?? 0,
    protectNoClaims: cover.protectNoClaimsDiscount ?? false,
    convictions: (proposer.motoringConvictions ?? []).map((conviction) => ({
      date: parseISO(conviction.dateOfConviction),
      points: conviction.numberOfPoints,
      disqualified: conviction.wasDisqualified,
    })),
    claims: (proposer.motoringClaims ?? []).map((claim) => ({
      date: parseISO(claim.dateOfClaim),
      atFault: claim.atFault,
      cost: claim.costOfClaim,
    })),
    additionalDrivers: (quote.additionalDrivers ?? []).map((driver) => ({
      dateOfBirth: parseISO(driver.dateOfBirth),
      licenceObtained: dateOrUndefined(driver.licenceObtained) ?? subYears(coverStart, 1),
      convictionsCount: driver.motoringConvictions?.length ?? 0,
      claimsCount: driver.motoringClaims?.length ?? 0,
    })),
    levelOfCover: cover.levelOfCover,
    voluntaryExcess: cover.voluntaryExcess,
    annualMileage: vehicle.annualMileage ?? 10_000,
    duration,
    surname: proposer.lastNames,
  };
}

/** The provider GetClientData reports for this server's environment (SANDBOX without provider keys). */
export const paymentProviderOf = (context: Pick<SandboxContext, 'clientData'>): PaymentProvider =>
  context.clientData?.provider ?? 'SANDBOX';

export interface PriceOptions {
  quoteRef: string;
  now: Date;
  paymentProvider: PaymentProvider;
  /** The durations to offer, each an option of the outcome; by default the one the cover dates ask for. */
  durations?: readonly RatedDuration[];
  /** Extra conviction points found after the customer's answers (the re-rate scenario). */
  extraPoints?: number;
  /** The add-ons priced into every option (server/rating/add-ons.ts). */
  addOns?: readonly AddOnCode[];
}

function rateFor(quote: Quote, duration: RatedDuration, options: PriceOptions) {
  const input = { ...ratingInputOf(quote, options.now, duration), addOns: options.addOns ?? [] };
  if (options.extraPoints) {
    input.convictions = [
      ...input.convictions,
      { date: subYears(options.now, 1), points: options.extraPoints, disqualified: false },
    ];
  }
  return rateQuote(input, {
    quoteRef: options.quoteRef,
    now: options.now,
    responseId: newReference('UOR'),
  });
}

export function priceQuote(quote: Quote, options: PriceOptions): QuoteResult {
  const durations = options.durations ?? [requestedDuration(quote) ?? 'Annual'];
  const [first, ...others] = durations.map((duration) => rateFor(quote, duration, options));
  if (!first) throw new Error('A quote is priced for at least one duration');
  // The risk is the same for each duration, so is its outcome; each duration adds its option.
  const rated = {
    ...first,
    options: [...first.options, ...others.flatMap((other) => other.options)],
  };
  const outcome: UnderwritingOutcome = {
    outcome: rated.outcome,
    underwritingOutcomeResponseId: newReference('UOR'),
    underwritingOutcomeResponseDate: options.now.toISOString(),
    underwrittenOptions: rated.options,
    underWrittenEndorsements: rated.endorsements,
  };
  return {
    quoteRef: options.quoteRef,
    expiryDate: addDays(options.now, QUOTE_VALIDITY_DAYS).toISOString(),
    didRefer: rated.outcome === 'Referred',
    didDecline: rated.outcome === 'Declined',
    underReview: rated.outcome === 'UnderReview',
    // The Rerate fixture's first price is not final: its contact save at Buy Now re-rates it (docs/fixtures.md).
    isLatestFullyPricedQuote:
      options.extraPoints !== undefined ||
      quote.proposerDetails.lastNames.trim().toLowerCase() !== 'rerate',
    underwritingOutcome: outcome,
    paymentProvider: options.paymentProvider,
    affordabilityCheck: affordabilityCheckApplies(quote, options.now),
    licenceNumberRequired: licenceNumberRequired(quote),
  };
}

/** Young proposers borrowing to pay are asked about their income (this product's underwriting rule). */
function affordabilityCheckApplies(quote: Quote, now: Date): boolean {
  return parseISO(quote.proposerDetails.dateOfBirth) > subYears(now, 25);
}

const LICENCE_TYPES_WITH_NUMBER = new Set(['P', 'F', 'X', '5']);

function licenceNumberRequired(quote: Quote): boolean {
  const type = quote.proposerDetails.licenceType;
  return (
    !quote.proposerDetails.licenceNumber &&
    type !== null &&
    type !== undefined &&
    LICENCE_TYPES_WITH_NUMBER.has(type)
  );
}

export function identityOf(quote: Quote) {
  return {
    surname: quote.proposerDetails.lastNames.trim(),
    dateOfBirth: quote.proposerDetails.dateOfBirth.slice(0, 10),
    postcode: normalisePostcode(quote.proposerDetails.address.postcode),
    registration: normaliseRegistration(quote.vehicleDetails.registration),
  };
}

export async function createQuote(
  context: SandboxContext,
  quote: Quote,
  source: QuoteSource,
  options: {
    quoteRef?: string;
    aggregatorToken?: string;
    duration?: RatedDuration;
    isSuspectedSpam?: boolean;
  } = {},
): Promise<QuoteRecord> {
  const now = context.now();
  const quoteRef = options.quoteRef ?? newReference('DC');
  const result = priceQuote(quote, {
    quoteRef,
    now,
    durations: options.duration ? [options.duration] : durationsToPrice(quote, source),
    paymentProvider: paymentProviderOf(context),
  });
  return insertQuote(
    context.db,
    {
      quoteRef,
      source,
      aggregatorToken: options.aggregatorToken ?? null,
      risk: quote,
      result,
      ...identityOf(quote),
      expiresAt: new Date(result.expiryDate),
      isSuspectedSpam: options.isSuspectedSpam ?? false,
    },
    now,
  );
}

export type Openness = 'fetch' | 'buy';

/**
 * Stops work on a quote that can no longer be bought. Fetching a quote reports QUOTE_TAKEN_UP (spec 2 §8,
 * quote fetch conflicts); buying it reports QUOTE_ALREADY_TAKEN_UP (the routed server code).
 */
export function assertOpen(
  record: QuoteRecord,
  now: Date,
  use: Openness = 'buy',
  /** The policy the quote became, told only to a caller that proved it holds the quote. */
  policyReference?: string,
): void {
  if (record.takenUpAt) {
    const code: ServerErrorCode = use === 'fetch' ? 'QUOTE_TAKEN_UP' : 'QUOTE_ALREADY_TAKEN_UP';
    throw new HttpError(409, code, 'This quote has already been taken up', undefined, {
      ...(policyReference ? { policyReference } : {}),
    });
  }
  if (record.expiresAt <= now) throw conflict('QUOTE_EXPIRED', 'This quote has expired');
}

/** Refuses to sell a quote the underwriter did not accept. */
export function assertPurchasable(record: QuoteRecord): void {
  const outcome = record.result.underwritingOutcome.outcome;
  if (outcome === 'Declined') throw conflict('QUOTE_DECLINED', 'This quote was declined');
  if (outcome !== 'Quoted') throw conflict('QUOTE_REFERRED', 'This quote was referred for review');
}

export async function requireQuote(
  context: SandboxContext,
  quoteRef: string,
  missing: HttpError = notFound('Quote not found'),
): Promise<QuoteRecord> {
  const record = await findQuote(context.db, quoteRef);
  if (!record) throw missing;
  return record;
}

export interface RepriceOptions {
  /** Extra conviction points found after the customer's answers (the re-rate scenario). */
  extraPoints?: number;
  /** The request came with the honeypot filled: priced as any other, and the quote is marked. */
  isSuspectedSpam?: boolean;
  /** The add-ons to price with; by default those the quote was last priced with. */
  addOns?: AddOnCode[];
}

export async function repriceQuote(
  context: SandboxContext,
  record: QuoteRecord,
  quote: Quote,
  { extraPoints, isSuspectedSpam = false, addOns = record.addOns }: RepriceOptions = {},
): Promise<QuoteResult> {
  const now = context.now();
  // A 30-day quote stays one (a restart's, a taken offer's); otherwise the cover dates decide (duration panel).
  const options = record.result.underwritingOutcome.underwrittenOptions;
  const durations =
    options.length === 1 && options[0]?.policyTermType === 'ThirtyDay'
      ? (['ThirtyDay'] as const)
      : durationsToPrice(quote, record.source);
  // An add-on the changed answers rule out leaves the quote, as it leaves the page (shared/add-ons.ts).
  const rated = ratingInputOf(quote, now, durations[0] ?? 'Annual');
  const kept = addOns.filter((code) =>
    addOnAllowed(code, {
      thirtyDay: durations.every((duration) => duration === 'ThirtyDay'),
      dateOfBirth: rated.proposerDateOfBirth,
      coverStart: rated.coverStart,
    }),
  );
  const result = priceQuote(quote, {
    quoteRef: record.quoteRef,
    now,
    durations,
    extraPoints,
    addOns: kept,
    paymentProvider: paymentProviderOf(context),
  });
  const updated = await updateQuote(
    context.db,
    record.quoteRef,
    {
      risk: quote,
      result,
      registration: identityOf(quote).registration,
      isSuspectedSpam,
      addOns: kept,
    },
    now,
  );
  // Taken up since it was read: the policy was bought on the risk as it was.
  if (!updated) throw conflict('QUOTE_ALREADY_TAKEN_UP', 'This quote has already been taken up');
  return result;
}

/** A stored quote as the fetch operations answer it; the provider is today's configuration's. */
export function detailsOf(
  context: Pick<SandboxContext, 'clientData'>,
  record: QuoteRecord,
  extra: { affordability?: boolean } = {},
): QuoteDetails {
  const details: QuoteDetails = {
    metaData: { quoteRef: record.quoteRef, expiryDate: record.expiresAt.toISOString() },
    underwritingOutcome: record.result.underwritingOutcome,
    paymentProvider: paymentProviderOf(context),
    quoteDetails: record.risk,
    licenceNumberRequired: record.result.licenceNumberRequired,
    selectedAddOns: record.addOns,
  };
  if (extra.affordability) {
    details.telematicsDeviceProvider = null;
    details.affordabilityCheck = record.result.affordabilityCheck;
  }
  return details;
}

/** What a data-protection check compares the details given with: a quote's, or a saved quote's. */
export interface CheckedIdentity {
  surname: string;
  dateOfBirth: string;
  postcode: string;
  /** A quote's; a check that names one fails against a record without it. */
  registration?: string;
}

/** The details a data-protection check was given. */
export interface IdentityClaim {
  surname: string;
  dateOfBirth: string;
  postcode: string;
  registration?: string;
}

/** Data-protection match: surname (any case), date of birth, postcode and registration (any case or spacing). */
export function matchesIdentity(record: CheckedIdentity, claim: IdentityClaim): boolean {
  return (
    record.surname.toLowerCase() === claim.surname.trim().toLowerCase() &&
    record.dateOfBirth === claim.dateOfBirth.slice(0, 10) &&
    normalisePostcode(record.postcode) === normalisePostcode(claim.postcode) &&
    (claim.registration === undefined ||
      (record.registration !== undefined &&
        normaliseRegistration(record.registration) === normaliseRegistration(claim.registration)))
  );
}

export async function setVehicleRegistration(
  context: SandboxContext,
  quoteRef: string,
  registration: string,
): Promise<SetVehicleRegistrationResult> {
  const record = await requireQuote(context, quoteRef);
  if (record.result.underwritingOutcome.outcome !== 'Quoted') {
    throw new HttpError(403, 'QUOTE_DECLINED', 'Quote failed');
  }
  // The lookup contract's one failure here is 403 'Quote failed'; the code says why.
  if (record.takenUpAt) throw new HttpError(403, 'QUOTE_ALREADY_TAKEN_UP', 'Quote failed');
  if (record.expiresAt <= context.now()) throw new HttpError(403, 'QUOTE_EXPIRED', 'Quote failed');
  const vehicle = lookupVehicle(registration, context.now());
  if (
    vehicle.kind !== 'found' ||
    vehicle.result.isCommercialVehicle ||
    vehicle.result.isMotorCycle
  ) {
    throw new HttpError(403, 'QUOTE_MISMATCH', 'Quote failed');
  }
  const before =
    record.result.underwritingOutcome.underwrittenOptions[0]?.paymentCollectionOptions[0]
      ?.totalAmountPayable.amount;
  const quote: Quote = {
    ...record.risk,
    vehicleDetails: {
      ...record.risk.vehicleDetails,
      registration: vehicle.result.vehicleInfo.registration,
    },
  };
  const result = await repriceQuote(context, record, quote);
  const option = result.underwritingOutcome.underwrittenOptions[0];
  const after = option?.paymentCollectionOptions[0]?.totalAmountPayable.amount;
  return {
    quoteReference: record.quoteRef,
    vehicleRegistration: vehicle.result.vehicleInfo.registration,
    ...(before !== after ? { underwritingOutcome: result.underwritingOutcome } : {}),
    ...(option ? { optionId: option.optionId } : {}),
    underwritingOutcomeResponseId: result.underwritingOutcome.underwritingOutcomeResponseId,
  };
}

/** The quote reference is locked by its failed checks: when it can be checked again (spec 2 §4 Restart). */
const dpaLocked = (lockedUntil: Date) =>
  conflict('QUOTE_LOCKED', 'Too many unsuccessful attempts: this quote is locked for 30 minutes', {
    lockedUntil: lockedUntil.toISOString(),
  });

interface CheckOptions {
  notFoundMessage?: string;
  /** Only a quote from this source passes (the others count as no quote). */
  source?: QuoteSource;
  /** Who is checking, for the limit per client (server/client.ts). */
  client?: string;
}

/** Finds what a check compares the details with, in the check's transaction (a saved quote, say). */
export type IdentityFinder<T extends CheckedIdentity> = (
  db: Pick<Database, 'query'>,
  quoteRef: string,
) => Promise<T | undefined>;

/**
 * A data-protection check: too many failures lock the quote (409 QUOTE_LOCKED with when it unlocks, the
 * failure that uses the last attempt included); a mismatch is a plain not-found that says how many attempts
 * remain, so the answer never tells which detail was wrong. It checks against the quote with the reference,
 * or against what `find` finds under it (a saved quote), with the same lock-out.
 */
export async function checkIdentity(
  context: SandboxContext,
  kind: DpaKind,
  quoteRef: string,
  claim: IdentityClaim,
  options?: CheckOptions,
): Promise<QuoteRecord>;
export async function checkIdentity<T extends CheckedIdentity>(
  context: SandboxContext,
  kind: DpaKind,
  quoteRef: string,
  claim: IdentityClaim,
  options: Omit<CheckOptions, 'source'> & { find: IdentityFinder<T> },
): Promise<T>;
export async function checkIdentity(
  context: SandboxContext,
  kind: DpaKind,
  quoteRef: string,
  claim: IdentityClaim,
  options: CheckOptions & { find?: IdentityFinder<CheckedIdentity> } = {},
): Promise<CheckedIdentity> {
  const now = context.now();
  const { client, source } = options;
  const notFoundMessage = options.notFoundMessage ?? 'Quote not found';
  const find =
    options.find ??
    (async (db: Pick<Database, 'query'>, ref: string) => {
      const found = await findQuote(db, ref);
      return source && found?.source !== source ? undefined : found;
    });
  // The reference as claimed is counted and locked whether or not a quote has it, so neither the answers
  // nor the lock-out tell a caller which references exist (spec 2 §4 Restart).
  // One check at a time per reference, across every sandbox sharing the store: the standing is read and
  // the attempt recorded under a lock on the reference, so parallel guesses cannot all be evaluated before
  // the first failure is written.
  const outcome = await context.db.transaction(async (tx) => {
    await lockReference(tx, `dpa:${quoteRef.trim().toUpperCase()}`);
    if (client !== undefined) {
      const limit = context.dpaClientLimit ?? DPA_CLIENT_MAX_REFERENCES;
      const blockedUntil = await clientBlockedUntil(tx, client, limit, now);
      if (blockedUntil) return { kind: 'tooMany', blockedUntil } as const;
    }
    const before = await dpaStanding(tx, quoteRef, now);
    if (before.lockedUntil) return { kind: 'locked', lockedUntil: before.lockedUntil } as const;
    const record = await find(tx, quoteRef);
    const succeeded = record !== undefined && matchesIdentity(record, claim);
    await recordDpaAttempt(tx, { quoteRef, kind, succeeded, ...(client ? { client } : {}) }, now);
    if (record && succeeded) return { kind: 'passed', record } as const;
    const after = await dpaStanding(tx, quoteRef, now);
    return after.lockedUntil
      ? ({ kind: 'locked', lockedUntil: after.lockedUntil } as const)
      : ({ kind: 'failed', attemptsRemaining: after.attemptsRemaining } as const);
  });
  if (outcome.kind === 'passed') return outcome.record;
  if (outcome.kind === 'tooMany') {
    const seconds = Math.max(1, Math.ceil((outcome.blockedUntil.getTime() - now.getTime()) / 1000));
    throw new TooManyRequests('Too many unsuccessful checks: please try again later', seconds);
  }
  if (outcome.kind === 'locked') throw dpaLocked(outcome.lockedUntil);
  throw notFound(notFoundMessage, 'QUOTE_NOT_FOUND', {
    attemptsRemaining: outcome.attemptsRemaining,
  });
}
