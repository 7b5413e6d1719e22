/**
 * The optional extras on the results page (spec 2 §1, §7, §9): a tick prices the quote again with the extras
 * chosen, the page shows that price and the contact save and Buy Now carry them; a failure keeps the ticks; a
 * second tick while pricing waits for the first answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { format, subYears } from 'date-fns';
import type {
  QuoteResult,
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
} from '../core/contract';
import type { RepriceWithAddOnsInput } from '../core/types';
import { JOURNEY_TEXT } from '../core/text';
import { serviceError } from '../paths/actor-outcome';
import { BRAND_RULES } from '../core/brand';
import {
  aCollectionOption,
  aDirectDebitOption,
  anOption,
  anOutcome,
  aQuoteResult,
  aThirtyDayOption,
} from '../testing/factories';
import { booted, completeStepsBefore, contact, onResults, settled } from '../testing/journey-actor';
import { answersFor } from '../testing/factories';
import { extrasOffered } from './extras';

const money = (amount: number) => ({ amount, currency: 'GBP' as const });

/** The quote as the sandbox prices it with `total` to pay by card. */
const pricedAt = (total: number): QuoteResult =>
  aQuoteResult({
    underwritingOutcome: anOutcome({
      underwrittenOptions: [
        anOption({
          optionId: `OPT-${total}`,
          paymentCollectionOptions: [
            aCollectionOption({ totalAmountPayable: money(total), upFrontAmount: money(total) }),
            aDirectDebitOption(),
          ],
        }),
      ],
    }),
  });

const cardTotal = (actor: Awaited<ReturnType<typeof onResults>>) =>
  actor
    .getSnapshot()
    .context.result.selectedOption?.paymentCollectionOptions.find(
      (each) => each.paymentMethod === 'CARD_PAYMENT',
    )?.totalAmountPayable.amount;

/** A re-price whose answers the test releases one by one. */
function heldReprice() {
  const calls: { input: RepriceWithAddOnsInput; release: (result: QuoteResult) => void }[] = [];
  const logic = fromPromise(
    ({ input }: { input: RepriceWithAddOnsInput }) =>
      new Promise<QuoteResult>((release) => calls.push({ input, release })),
  );
  return { calls, logic };
}

describe('adding and removing optional extras', () => {
  it('prices the quote with an extra added, shows the new price, and again without it once removed', async () => {
    const reprice = vi.fn(({ input }: { input: RepriceWithAddOnsInput }) =>
      Promise.resolve(pricedAt(input.addOns.length > 0 ? 1118.35 : 1088.36)),
    );
    const actor = await onResults({ repriceWithAddOns: fromPromise(reprice) });
    expect(actor.getSnapshot().context.payment.addons).toEqual([]);

    actor.send({ type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: true });
    await settled(actor);
    expect(reprice).toHaveBeenCalledTimes(1);
    expect(reprice.mock.calls[0]?.[0].input).toMatchObject({
      quoteRef: 'DC-TEST0001',
      addOns: ['LEGAL_EXPENSES'],
    });
    expect(cardTotal(actor)).toBe(1118.35);
    expect(actor.getSnapshot().context.payment.addons).toEqual(['LEGAL_EXPENSES']);

    actor.send({ type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: false });
    await settled(actor);
    expect(reprice.mock.calls[1]?.[0].input.addOns).toEqual([]);
    expect(cardTotal(actor)).toBe(1088.36);
    expect(actor.getSnapshot().context.payment.addons).toEqual([]);
  });

  it('says a failed price, keeps the ticks and the price before, and prices them again on Try again', async () => {
    let fail = true;
    const reprice = vi.fn(({ input }: { input: RepriceWithAddOnsInput }) =>
      fail
        ? Promise.reject(serviceError(500, JOURNEY_TEXT.service.unexpected))
        : Promise.resolve(pricedAt(input.addOns.length > 0 ? 1113.35 : 1088.36)),
    );
    const actor = await onResults({ repriceWithAddOns: fromPromise(reprice) });
    const before = cardTotal(actor);
    actor.send({ type: 'results.toggleExtra', code: 'WINDSCREEN', add: true });
    await settled(actor);

    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ flow: 'results' })).toBe(true);
    expect(context.messages.results?.message).toBe(JOURNEY_TEXT.results.extrasRepriceFailed);
    expect(context.extrasChoice?.wanted).toEqual(['WINDSCREEN']);
    expect(context.payment.addons).toEqual([]);
    expect(cardTotal(actor)).toBe(before);

    fail = false;
    actor.send({ type: 'results.retryExtras' });
    await settled(actor);
    expect(reprice.mock.calls[1]?.[0].input.addOns).toEqual(['WINDSCREEN']);
    expect(actor.getSnapshot().context.payment.addons).toEqual(['WINDSCREEN']);
    expect(actor.getSnapshot().context.messages.results).toBeNull();
    expect(cardTotal(actor)).toBe(1113.35);
  });

  it('sends no second call while one prices, and prices the later tick when the first answers', async () => {
    const held = heldReprice();
    const actor = await onResults({ repriceWithAddOns: held.logic });
    actor.send({ type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: true });
    actor.send({ type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: true });
    actor.send({ type: 'results.toggleExtra', code: 'KEYCARE', add: true });
    await vi.waitFor(() => expect(held.calls).toHaveLength(1));
    expect(held.calls[0]?.input.addOns).toEqual(['LEGAL_EXPENSES']);

    held.calls[0]?.release(pricedAt(1118.35));
    await vi.waitFor(() => expect(held.calls).toHaveLength(2));
    expect(held.calls[1]?.input.addOns).toEqual(['LEGAL_EXPENSES', 'KEYCARE']);
    held.calls[1]?.release(pricedAt(1138.34));
    await settled(actor);

    expect(held.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.payment.addons).toEqual(['LEGAL_EXPENSES', 'KEYCARE']);
    expect(cardTotal(actor)).toBe(1138.34);
  });

  it('keeps the extras just priced as the quote shown, whatever reference the answer carries', async () => {
    const actor = await onResults({
      repriceWithAddOns: fromPromise(() =>
        Promise.resolve({ ...pricedAt(1118.35), quoteRef: 'DC-OTHER0001' }),
      ),
    });
    actor.send({ type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: true });
    await settled(actor);
    expect(actor.getSnapshot().context.payment.addons).toEqual(['LEGAL_EXPENSES']);
    expect(cardTotal(actor)).toBe(1118.35);
  });

  it('saves the extras chosen with the contact details at Buy Now', async () => {
    const save = vi.fn((_body: UpdateContactPreferencesRequest) =>
      Promise.resolve<UpdateContactPreferencesResult>({
        hasPriceChanged: false,
        optionId: 'OPT-1',
        underwritingOutcomeResponseId: 'UOR-2',
      }),
    );
    const actor = await onResults({
      saveContactPreferences: fromPromise(({ input }: { input: UpdateContactPreferencesRequest }) =>
        save(input),
      ),
    });
    actor.send({ type: 'results.toggleExtra', code: 'COURTESY_CAR', add: true });
    await settled(actor);
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    expect(save.mock.calls[0]?.[0].selectedAddOns).toEqual(['COURTESY_CAR']);
  });

  it('does not price a courtesy car for a proposer outside 21 to 68 at the cover start', async () => {
    const reprice = vi.fn(() => Promise.resolve(pricedAt(1123.35)));
    const actor = await booted(undefined, { repriceWithAddOns: fromPromise(reprice) });
    const aboutYou = answersFor('aboutYou');
    await completeStepsBefore(actor, 'quote', {
      aboutYou: {
        ...aboutYou,
        proposerDetails: {
          ...aboutYou.proposerDetails,
          dateOfBirth: format(subYears(new Date(), 20), 'yyyy-MM-dd'),
        },
      },
    });
    await settled(actor);
    actor.send({ type: 'results.toggleExtra', code: 'COURTESY_CAR', add: true });
    await settled(actor);
    expect(reprice).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.payment.addons).toEqual([]);
  });
});

describe('extras the quote priced again can no longer carry', () => {
  /** Results with legal expenses and keycare in the price, and the cover answers changed on the way back. */
  async function withExtrasThenPricedAgainAs(again: QuoteResult) {
    const actor = await onResults({
      repriceWithAddOns: fromPromise(() => Promise.resolve(pricedAt(1138.34))),
      rateExistingQuote: fromPromise(() => Promise.resolve(again)),
    });
    actor.send({ type: 'results.toggleExtra', code: 'LEGAL_EXPENSES', add: true });
    await settled(actor);
    actor.send({ type: 'results.toggleExtra', code: 'KEYCARE', add: true });
    await settled(actor);
    expect(actor.getSnapshot().context.payment.addons).toEqual(['LEGAL_EXPENSES', 'KEYCARE']);

    actor.send({ type: 'results.change' });
    await settled(actor);
    const cover = answersFor('vehicleCover');
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: cover.coverDetails
        ? { ...cover, coverDetails: { ...cover.coverDetails, voluntaryExcess: 500 } }
        : cover,
    });
    await settled(actor);
    expect(actor.getSnapshot().matches({ flow: 'results' })).toBe(true);
    return actor;
  }

  it('drops keycare when the quote comes back as thirty-day cover, and keeps the rest', async () => {
    const actor = await withExtrasThenPricedAgainAs(
      aQuoteResult({
        underwritingOutcome: anOutcome({ underwrittenOptions: [aThirtyDayOption()] }),
      }),
    );
    expect(actor.getSnapshot().context.payment.addons).toEqual(['LEGAL_EXPENSES']);
  });

  it('starts a new quote reference with no extras chosen', async () => {
    const actor = await withExtrasThenPricedAgainAs(aQuoteResult({ quoteRef: 'DC-TEST0002' }));
    const { context } = actor.getSnapshot();
    expect(context.result.quoteRef).toBe('DC-TEST0002');
    expect(context.payment.addons).toEqual([]);
    expect(context.extrasChoice).toBeNull();
  });

  it('keeps every extra an annual quote priced again can still carry', async () => {
    const actor = await withExtrasThenPricedAgainAs(aQuoteResult());
    expect(actor.getSnapshot().context.payment.addons).toEqual(['LEGAL_EXPENSES', 'KEYCARE']);
  });
});

describe('the extras offered (spec 2 §1, §9)', () => {
  const facts = {
    brand: BRAND_RULES,
    option: anOption(),
    proposerDateOfBirth: '1985-06-01',
    coverStart: '2026-12-01T00:00:00.000Z',
  };
  const codes = (overrides: Partial<typeof facts> = {}) =>
    extrasOffered({ ...facts, ...overrides }).map((offer) => offer.code);

  it('offers the brand extras on an annual policy, none of them chosen', () => {
    expect(codes()).toEqual([
      'LEGAL_EXPENSES',
      'WINDSCREEN',
      'KEYCARE',
      'COURTESY_CAR',
      'PERSONAL_ACCIDENT',
      'PUBLIC_LIABILITY',
    ]);
  });

  it('offers no keycare on a thirty-day policy', () => {
    expect(codes({ option: aThirtyDayOption() })).not.toContain('KEYCARE');
  });

  it('offers personal accident only behind its flag and public liability only for the product brand', () => {
    const brand = {
      ...BRAND_RULES,
      featureFlags: { personalAccident: false },
      isProductBrand: false,
    };
    expect(codes({ brand })).not.toContain('PERSONAL_ACCIDENT');
    expect(codes({ brand })).not.toContain('PUBLIC_LIABILITY');
  });

  it.each([
    ['20 at the cover start', '2006-12-02', false],
    ['21 at the cover start', '2005-12-01', true],
    ['68 at the cover start', '1958-06-01', true],
    ['69 at the cover start', '1957-12-01', false],
  ])('a proposer %s can add a courtesy car: %s', (_age, dateOfBirth, available) => {
    const offer = extrasOffered({ ...facts, proposerDateOfBirth: dateOfBirth }).find(
      (each) => each.code === 'COURTESY_CAR',
    );
    expect(offer?.available).toBe(available);
  });
});
