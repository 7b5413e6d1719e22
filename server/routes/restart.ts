import type { Router } from 'express';
import { addDays, addMinutes, roundToNearestMinutes } from 'date-fns';
import { endOfUkDay, ukDayOf } from '../../shared/uk-day';
import type { SandboxContext } from '../context';
import { MINIMUM_COVER_LEAD_MINUTES } from '../cover-dates';
import { clientOf } from '../client';
import { instantOf } from '../date-time';
import type {
  CancelledPolicyQuote,
  CreateQuoteForCancelledPolicyRequest,
  Quote,
  QuoteReferenceRequest,
  RestartDpaRequest,
  RestartDpaVisitRequest,
  RestartablePolicies,
  RestartablePolicy,
  RestartQuoteViewRequest,
} from '../contract';
import { conflict, notFound } from '../errors';
import {
  assertOpen,
  assertPurchasable,
  checkIdentity,
  createQuote,
  detailsOf,
  requireQuote,
} from '../quoting';
import {
  findPolicy,
  policyOfQuote,
  restartablePolicies,
  setRestartQuote,
  type PolicyRecord,
} from '../store/policies';
import { findQuote, markVisited } from '../store/quotes';
import { grantQuoteAccess, requireQuoteAccess } from '../quote-access';

const BASE = '/api/v1/RestartPolicy';
// spec 2 §9: restart cover ends 29 days after the start, at day end
const RESTART_COVER_EXTRA_DAYS = 29;
const COVER_START_STEP_MINUTES = 15;

// spec 2 §8: 'Policy not found' (premium and check)
const policyNotFound = () => notFound('Policy not found', 'NOT_FOUND');

/** The first 15-minute step at least 15 minutes after `now` (the cover start rule of the quote form). */
export function nextCoverStart(now: Date): Date {
  return roundToNearestMinutes(addMinutes(now, MINIMUM_COVER_LEAD_MINUTES), {
    nearestTo: COVER_START_STEP_MINUTES,
    roundingMethod: 'ceil',
  });
}

export function restartCover(now: Date): { effectiveFrom: Date; effectiveTo: Date } {
  const effectiveFrom = nextCoverStart(now);
  // spec 2 §9: the end is 29 days after the start, at the end of that day on the customer's (UK) calendar.
  const lastDay = addDays(ukDayOf(effectiveFrom), RESTART_COVER_EXTRA_DAYS);
  return { effectiveFrom, effectiveTo: endOfUkDay(lastDay) };
}

export function restartRoutes(router: Router, context: SandboxContext): void {
  router.post(`${BASE}/CreateQuoteForCancelledPolicy`, async (req, res) => {
    const body = req.body as CreateQuoteForCancelledPolicyRequest;
    res.json(await createRestartQuote(context, body.policyReference));
  });

  router.get(`${BASE}/GetAcornRestartablePolicies`, async (req, res) => {
    const since =
      typeof req.query.ignoreOlderThan === 'string'
        ? instantOf(req.query.ignoreOlderThan)
        : undefined;
    const policies = await restartablePolicies(context.db, since);
    res.json({
      policies: policies.map(restartableOf),
    } satisfies RestartablePolicies);
  });

  router.post(`${BASE}/RestartPolicy`, async (req, res) => {
    // spec 2 §4 Restart: a 404 never says which detail was wrong
    const claim = req.body as RestartDpaRequest;
    const record = await checkIdentity(
      context,
      'restart',
      claim.quoteReference,
      { ...claim, registration: claim.vehicleRegistration },
      { notFoundMessage: 'Policy not found', source: 'restart', client: clientOf(req) },
    );
    await grantQuoteAccess(context, req, res, record.quoteRef);
    assertOpen(record, context.now(), 'buy');
    res.json(detailsOf(context, record));
  });

  router.post(`${BASE}/SetRestartedQuoteTakenUp`, async (req, res) => {
    const { quoteReference } = req.body as QuoteReferenceRequest;
    await requireQuoteAccess(context, req, quoteReference);
    const record = await requireQuote(context, quoteReference);
    // What the take-up did is recorded, never done: a quote is taken up only by its paid TakeUpQuote.
    if (!(await policyOfQuote(context.db, record.quoteRef))) {
      throw conflict('QUOTE_MISMATCH', 'This quote has not been taken up');
    }
    res.status(204).end();
  });

  router.post(`${BASE}/SetRestartedQuoteDPAVisit`, async (req, res) => {
    const body = req.body as RestartDpaVisitRequest;
    const record = await requireQuote(context, body.quoteReference);
    await markVisited(context.db, record.quoteRef, 'dpa_visited_at', instantOf(body.quoteDPAAt));
    res.status(204).end();
  });

  router.post(`${BASE}/SetRestartedQuoteViewed`, async (req, res) => {
    const body = req.body as RestartQuoteViewRequest;
    await requireQuoteAccess(context, req, body.quoteReference);
    const record = await requireQuote(context, body.quoteReference);
    await markVisited(context.db, record.quoteRef, 'viewed_at', instantOf(body.quoteViewedAt));
    res.status(204).end();
  });
}

async function createRestartQuote(
  context: SandboxContext,
  policyReference: string,
): Promise<CancelledPolicyQuote> {
  const policy = await findPolicy(context.db, policyReference);
  const original = policy?.cancelledAt ? await findQuote(context.db, policy.quoteRef) : undefined;
  if (!policy || !original) throw policyNotFound();

  const cover = restartCover(context.now());
  const quote: Quote = {
    ...original.risk,
    coverDetails: {
      ...original.risk.coverDetails,
      effectiveFrom: cover.effectiveFrom.toISOString(),
      effectiveTo: cover.effectiveTo.toISOString(),
    },
  };
  const record = await createQuote(context, quote, 'restart', { duration: 'ThirtyDay' });
  assertPurchasable(record);
  const option = record.result.underwritingOutcome.underwrittenOptions[0];
  const payment = option?.paymentCollectionOptions.find(
    (item) => item.code === 'SHORT_TERM_CARD_PAYMENT_V1',
  );
  if (!option || !payment) throw conflict('QUOTE_DECLINED', 'This quote was declined');
  await setRestartQuote(context.db, policy.policyRef, record.quoteRef);
  return {
    quoteReference: record.quoteRef,
    premium: payment.totalAmountPayable,
    policyTermType: option.policyTermType,
  };
}

function restartableOf(policy: PolicyRecord): RestartablePolicy {
  return {
    policyReference: policy.policyRef,
    quoteReference: policy.restartQuoteRef ?? policy.quoteRef,
    cancelledAt: (policy.cancelledAt ?? new Date(0)).toISOString(),
  };
}
