/**
 * Extras are opt-in (issue #28, spec 2 §1, §2 Results screen): whichever way the customer reaches results (a
 * direct quote, a price-comparison link, a quote reminder, a cancelled policy's restart, a quote retrieval), no
 * optional extra is ticked, the price shown has none in it, and no-claims-discount protection is off. The
 * journey runs as the app runs it against the seeded sandbox (docs/fixtures.md). Each entry's tests are made
 * from the extras its results page offers on arrival, so an extra the brand starts to offer is tested too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seededReferences } from '../../server/seed';
import { findQuote, type QuoteRecord } from '../../server/store/quotes';
import { priceChoices } from '../../machines/results/display';
import type { YesNo } from '../../machines/core/fields';
import { openJourney } from '../faults/fault-journey';
import { startSandboxHandle } from '../support/sandbox';
import {
  aggregator,
  direct,
  extrasShown,
  ncdProtectionShown,
  pricesShown,
  reminder,
  restart,
  retrieval,
  type Arrival,
  type Entry,
} from '../support/entry-arrivals';

// Started while the file is collected: the tests are made from what its results pages offer.
const sandbox = await startSandboxHandle();
afterAll(() => sandbox.sandbox.close());

const { aggregator: comparison, reminder: reminded, restart: restarted } = seededReferences;

/** Each entry, and the no-claims protection answer the cover step's form starts with on its way. */
const entries: { entry: Entry; coverFormNcd: YesNo | null }[] = [
  // Asked, not answered: the customer gives Yes or No themselves.
  { entry: direct('Annual'), coverFormNcd: '' },
  { entry: direct('ThirtyDay'), coverFormNcd: '' },
  // The answer the comparison site sent for its customer (not protected).
  { entry: aggregator(comparison.token, comparison.quoteRef), coverFormNcd: 'no' },
  { entry: reminder(reminded.quoteRef), coverFormNcd: null },
  { entry: restart(restarted.quoteRef), coverFormNcd: null },
  { entry: retrieval(comparison.quoteRef), coverFormNcd: null },
];

type Reached =
  | { arrival: Arrival; stored: QuoteRecord; problem: null }
  | { arrival: null; stored: null; problem: unknown };

/** One customer's way in to results, and the quote the sandbox holds for what they are shown. */
async function reach(entry: Entry): Promise<Reached> {
  const journey = openJourney(sandbox, { path: entry.path });
  try {
    const arrival = await entry.toResults(journey);
    const stored = await findQuote(
      sandbox.sandbox.db,
      arrival.results.context.result.quoteRef ?? '',
    );
    if (!stored) throw new Error('The sandbox holds no quote for the results shown');
    return { arrival, stored, problem: null };
  } catch (problem) {
    return { arrival: null, stored: null, problem };
  } finally {
    journey.stop();
  }
}

const arrivals = [];
for (const each of entries)
  arrivals.push({ ...each, name: each.entry.name, ...(await reach(each.entry)) });

describe.each(arrivals.map((each) => [each.name, each] as const))(
  'arriving at results by %s',
  (_name, { arrival, stored, problem, coverFormNcd: formStart }) => {
    /** The arrival, or the reason the journey did not get there (reported by every test of the entry). */
    const reached = () => {
      if (problem !== null || arrival === null) throw problem;
      return { results: arrival.results, stored, coverFormNcd: arrival.coverFormNcd };
    };
    const offered = arrival ? extrasShown(arrival.results).map((offer) => offer.code) : [];

    it('offers optional extras to choose from', () => {
      expect(extrasShown(reached().results)).not.toEqual([]);
    });

    it.each(offered)('%s: not ticked, not in the price shown, not sent at Buy Now', (code) => {
      const { results, stored: quote } = reached();
      expect(extrasShown(results).find((offer) => offer.code === code)).toMatchObject({
        chosen: false,
      });
      // The extras the shown price holds, which the contact save and Buy Now send.
      expect(results.context.payment.addons).not.toContain(code);
      // The sandbox priced the quote shown without it.
      expect(quote.addOns).not.toContain(code);
    });

    it('shows the sandbox’s price of the quote, priced with no extra', () => {
      const { results, stored: quote } = reached();
      expect(quote.addOns).toEqual([]);
      expect(results.context.payment.addons).toEqual([]);
      expect(results.context.extrasChoice).toBeNull();
      const option = results.context.result.selectedOption;
      const priced = quote.result.underwritingOutcome.underwrittenOptions.find(
        (each) => each.optionId === option?.optionId,
      );
      expect(priced).toBeDefined();
      expect(pricesShown(results)).toEqual(
        priceChoices(priced ?? null).map(({ method, amount, detail }) => ({
          method,
          amount,
          detail,
        })),
      );
    });

    it('has no-claims-discount protection off, in the question shown and in the price', () => {
      const { results, stored: quote } = reached();
      const thirtyDay = results.context.result.selectedOption?.policyTermType !== 'Annual';
      // spec 2 §9: a thirty-day policy earns no NCD, so the question is not asked there.
      expect(ncdProtectionShown(results)).toBe(thirtyDay ? 'not offered' : 'no');
      expect(results.context.quote.coverDetails.protectNoClaimsDiscount).not.toBe(true);
      expect(quote.risk.coverDetails.protectNoClaimsDiscount).not.toBe(true);
    });

    // Only the ways in that pass the vehicle cover step.
    if (formStart !== null) {
      it('the vehicle cover step did not start with protection answered Yes', () => {
        expect(reached().coverFormNcd).toBe(formStart);
      });
    }
  },
);
