/**
 * What a returning customer's results show of choices made earlier (issue #28, extras opt-in): an extra
 * ticked on another quote is not ticked on the quote an entry opens; the quote opened again in the same tab
 * keeps the extras its price holds; and a quote priced with an extra and no-claims protection, opened again
 * in another browser, keeps both in its price and shows both as the customer chose them: the loaded quote
 * (openapi/quote.yaml `QuoteDetails.selectedAddOns`) says which extras its price holds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ExtraCode } from '../../shared/add-ons';
import type { JourneySnapshot } from '../../machines/journey';
import { dataOf } from '../../src/api/client';
import { seededReferences } from '../../server/seed';
import { findQuote } from '../../server/store/quotes';
import { callSandbox } from '../../server/testing/http';
import {
  onResults,
  openJourney,
  reach,
  route,
  started,
  storedJourney,
  toResults,
  type Journey,
} from '../faults/fault-journey';
import { sandboxForSuite } from '../support/sandbox';
import {
  aggregator,
  extrasShown,
  ncdProtectionShown,
  pricesShown,
  reminder,
  restart,
  retrieval,
  type Entry,
} from '../support/entry-arrivals';

const sandbox = sandboxForSuite();

afterEach(() => {
  started.splice(0).forEach((journey) => {
    journey.stop();
  });
});

const ticked = (snapshot: JourneySnapshot) =>
  extrasShown(snapshot)
    .filter((offer) => offer.chosen)
    .map((offer) => offer.code);

/** The customer ticks `code` and waits for the price with it. */
async function addExtra(journey: Journey, code: ExtraCode) {
  journey.send({ type: 'results.toggleExtra', code, add: true });
  return reach(
    journey,
    `the price with ${code}`,
    (snapshot) => onResults(snapshot) && snapshot.context.payment.addons.includes(code),
  );
}

/** The customer answers Yes to no-claims protection on results and waits for the price with it. */
async function protectNoClaims(journey: Journey) {
  journey.send({ type: 'results.toggleNcdProtection', protect: true });
  return reach(
    journey,
    'the price with no-claims protection',
    (snapshot) =>
      onResults(snapshot) && snapshot.context.quote.coverDetails.protectNoClaimsDiscount === true,
  );
}

/** A direct quote on results with legal expenses priced in, in this tab. */
async function directQuoteWithLegalExpenses(): Promise<Journey> {
  const journey = openJourney(sandbox(), { path: '/' });
  await toResults(journey);
  await addExtra(journey, 'LEGAL_EXPENSES');
  return journey;
}

const storedQuote = async (quoteRef: string | null) => {
  const quote = await findQuote(sandbox().sandbox.db, quoteRef ?? '');
  if (!quote) throw new Error(`The sandbox holds no quote ${String(quoteRef)}`);
  return quote;
};

/** A fresh copy of a returning visitor's fixture (docs/fixtures.md), for a test that changes its price. */
async function minted(kind: 'aggregator' | 'reminder') {
  const reply = await callSandbox(sandbox().url, 'POST', '/__sandbox/entry-quotes', {
    body: { kind },
  });
  if (reply.status !== 201) throw new Error(`No ${kind} quote minted: ${JSON.stringify(reply)}`);
  return reply.body as { quoteRef: string; token: string | null };
}

/** A cancelled policy's own new restart quote, as the contract makes one. */
async function mintedRestart() {
  const quote = dataOf(
    await sandbox().quote.POST('/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
      body: { policyReference: seededReferences.restart.policyRef },
    }),
  );
  return quote.quoteReference;
}

const { aggregator: comparison, reminder: reminded, restart: restarted } = seededReferences;

describe('an extra ticked on another quote in this browser', { timeout: 30_000 }, () => {
  const entries: Entry[] = [
    aggregator(comparison.token, comparison.quoteRef),
    reminder(reminded.quoteRef),
    restart(restarted.quoteRef),
    retrieval(comparison.quoteRef),
  ];

  it.each(entries.map((entry) => [entry.name, entry] as const))(
    'is not ticked on the quote %s opens in the same tab, nor in its price or its Buy Now',
    async (_name, entry) => {
      const journey = await directQuoteWithLegalExpenses();
      route(journey, entry.path);
      const { results } = await entry.toResults(journey);

      expect(ticked(results)).toEqual([]);
      expect(results.context.payment.addons).toEqual([]);
      expect(results.context.extrasChoice).toBeNull();
      expect((await storedQuote(results.context.result.quoteRef)).addOns).toEqual([]);
    },
  );

  it('is not ticked on the quote a reminder link opens after the browser reloads the journey', async () => {
    const earlier = await directQuoteWithLegalExpenses();
    const entry = reminder(reminded.quoteRef);
    const journey = openJourney(sandbox(), { path: entry.path, restored: storedJourney(earlier) });
    const { results } = await entry.toResults(journey);

    expect(ticked(results)).toEqual([]);
    expect(results.context.payment.addons).toEqual([]);
  });
});

describe('the same quote opened again in this tab', { timeout: 30_000 }, () => {
  it('keeps ticked the extra its price holds', async () => {
    const { quoteRef } = await minted('reminder');
    const entry = reminder(quoteRef);
    const journey = openJourney(sandbox(), { path: entry.path });
    await entry.toResults(journey);
    const priced = await addExtra(journey, 'WINDSCREEN');

    route(journey, entry.path);
    const { results } = await entry.toResults(journey);

    expect(ticked(results)).toEqual(['WINDSCREEN']);
    expect(results.context.payment.addons).toEqual(['WINDSCREEN']);
    expect((await storedQuote(quoteRef)).addOns).toEqual(['WINDSCREEN']);
    expect(pricesShown(results)).toEqual(pricesShown(priced));
  });
});

/**
 * A quote the customer priced on results with windscreen cover and (where offered) no-claims protection, then
 * opened through its entry by a browser that kept nothing of it.
 */
describe('a quote priced with an extra and no-claims protection, opened again in another browser', () => {
  const cases: [string, () => Promise<Entry>][] = [
    [
      'a price-comparison link',
      async () => {
        const { quoteRef, token } = await minted('aggregator');
        return aggregator(token ?? '', quoteRef);
      },
    ],
    ['a quote reminder', async () => reminder((await minted('reminder')).quoteRef)],
    ['a quote retrieval', async () => retrieval((await minted('aggregator')).quoteRef)],
    ['a cancelled policy’s restart', async () => restart(await mintedRestart())],
  ];

  it.each(cases)(
    '%s: the price still holds both, and both show as the customer chose them',
    async (_name, entryFor) => {
      const entry = await entryFor();
      const first = openJourney(sandbox(), { path: entry.path });
      const { results: before } = await entry.toResults(first);
      let chosen = await addExtra(first, 'WINDSCREEN');
      // spec 2 §9: a thirty-day policy (the restart's) earns no NCD and is not asked about protecting it.
      const protectionOffered = ncdProtectionShown(before) === 'no';
      if (protectionOffered) chosen = await protectNoClaims(first);
      first.stop();

      const again = openJourney(sandbox(), { path: entry.path });
      const { results } = await entry.toResults(again);
      const stored = await storedQuote(results.context.result.quoteRef);

      // The price is the one the customer last saw, with windscreen cover (and protection) in it.
      expect(stored.addOns).toEqual(['WINDSCREEN']);
      expect(pricesShown(results)).toEqual(pricesShown(chosen));
      expect(pricesShown(results)).not.toEqual(pricesShown(before));
      // Protection travels with the quote's answers: the customer's own Yes, shown and priced.
      expect(ncdProtectionShown(results)).toBe(protectionOffered ? 'yes' : 'not offered');
      expect(stored.risk.coverDetails.protectNoClaimsDiscount).toBe(protectionOffered);
      // The loaded quote says which extras its price holds: the customer's own choice, ticked and sent again
      // with Buy Now, so the ticks, the price and the purchase agree.
      expect(ticked(results)).toEqual(['WINDSCREEN']);
      expect(results.context.payment.addons).toEqual(['WINDSCREEN']);
    },
    30_000,
  );
});
