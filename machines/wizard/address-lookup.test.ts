import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { answersFor } from '../testing/factories';
import { booted, go, settled, type Actor } from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';
import { addressModeOf } from './address-lookup';

const lookupOf = (actor: Actor) => actor.getSnapshot().context.addressLookup;
/** What the field for `target` shows, given whether its form holds an address. */
const modeOf = (actor: Actor, target: 'home' | 'overnight', hasAddress = false) =>
  addressModeOf(lookupOf(actor), target, hasAddress);

async function searched(actor: Actor, target: 'home' | 'overnight' = 'home') {
  actor.send({ type: 'address.search', target, postcode: 'SW1A 1AA' });
  await settled(actor);
}

describe('address lookup', () => {
  it('lists the addresses at a postcode and fetches the one picked for the field that asked', async () => {
    const actor = await booted();
    actor.send({ type: 'address.search', target: 'overnight', postcode: 'sw1a 1aa' });
    await settled(actor);
    expect(lookupOf(actor)).toMatchObject({ target: 'overnight', postcode: 'SW1A 1AA' });
    expect(lookupOf(actor).results).toHaveLength(1);
    actor.send({ type: 'address.choose', target: 'overnight', itemId: 'NOT-LISTED' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'address.choose', target: 'overnight', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(lookupOf(actor).chosen?.line1).toBe('Flat 1, Regency Mansions');
  });

  it.each([
    [{ kind: 'notFound' }, JOURNEY_TEXT.address.noneFound('EC1A 1BB')],
    [{ kind: 'unexpected' }, JOURNEY_TEXT.address.searchFailed],
  ])('explains a search that found nothing or failed (%o)', async (failure, text) => {
    const actor = await booted(undefined, {
      searchAddresses: fromPromise(() => Promise.reject(Object.assign(new Error('x'), failure))),
    });
    actor.send({ type: 'address.search', target: 'home', postcode: 'EC1A 1BB' });
    await settled(actor);
    expect(lookupOf(actor).message).toBe(text);
  });

  it(`says '${JOURNEY_TEXT.address.fetchFailed}' when the picked address cannot be fetched`, async () => {
    const actor = await booted(undefined, {
      getAddressById: fromPromise(() => Promise.reject(new Error('x'))),
    });
    await searched(actor);
    actor.send({ type: 'address.choose', target: 'home', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(lookupOf(actor).message).toBe(JOURNEY_TEXT.address.fetchFailed);
    expect(modeOf(actor, 'home')).toBe('list');
  });
});

describe('a lookup under way when the customer steps back, moves to another page or leaves the journey', () => {
  it.each([
    ['searchAddresses', 'another page'],
    ['getAddressById', 'another page'],
    ['searchAddresses', "the go-home dialog's Leave"],
    ['getAddressById', "the go-home dialog's Leave"],
    ['searchAddresses', "About you's Back"],
    ['getAddressById', "About you's Back"],
  ] as const)(
    'is cancelled: the late answer of %s after %s changes nothing',
    async (service, leaving) => {
      let answer: (value: never) => void = () => undefined;
      const late = fromPromise(
        () =>
          new Promise<never>((resolve) => {
            answer = resolve;
          }),
      );
      const actor = await booted(undefined, { [service]: late });
      if (service === 'getAddressById') {
        await searched(actor);
        actor.send({ type: 'address.choose', target: 'home', itemId: 'SW1A1AA-1' });
      } else {
        actor.send({ type: 'address.search', target: 'home', postcode: 'SW1A 1AA' });
      }
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      if (leaving === 'another page') go(actor, '/outage');
      else if (leaving === "About you's Back") actor.send({ type: 'wizard.back' });
      else actor.send({ type: 'journey.reset' });
      const moved = actor.getSnapshot();
      expect(moved.matches({ addressLookup: 'ready' })).toBe(true);

      answer(
        (service === 'getAddressById'
          ? { line1: 'Late', postcode: 'SW1A 1AA' }
          : [{ itemId: 'SW1A1AA-9', searchResult: 'Late' }]) as never,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().context.addressLookup).toEqual(moved.context.addressLookup);
    },
  );
});

describe('what each address field shows', () => {
  it('until the customer acts: the summary of the address the form holds, else the search', async () => {
    const actor = await booted();
    expect(lookupOf(actor).modes).toEqual({ home: null, overnight: null });
    expect(modeOf(actor, 'home', true)).toBe('summary');
    expect(modeOf(actor, 'home', false)).toBe('search');
  });

  it('lists what FIND found, then shows the summary of the address fetched and hands it to the form', async () => {
    const actor = await booted();
    const handed: unknown[] = [];
    actor.on('address.chosen', (event) => handed.push(event));
    await searched(actor);
    expect(modeOf(actor, 'home')).toBe('list');
    expect(modeOf(actor, 'overnight')).toBe('search');
    actor.send({ type: 'address.choose', target: 'home', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(modeOf(actor, 'home', true)).toBe('summary');
    expect(handed).toEqual([
      {
        type: 'address.chosen',
        target: 'home',
        address: expect.objectContaining({ line1: 'Flat 1, Regency Mansions' }) as unknown,
      },
    ]);
  });

  it('keeps the search when nothing is found, and opens the manual form when the search fails', async () => {
    const notFound = await booted(undefined, {
      searchAddresses: fromPromise(() =>
        Promise.reject(Object.assign(new Error('x'), { kind: 'notFound' })),
      ),
    });
    await searched(notFound);
    expect(modeOf(notFound, 'home')).toBe('search');

    const failed = await booted(undefined, {
      searchAddresses: fromPromise(() => Promise.reject(new Error('x'))),
    });
    await searched(failed);
    expect(modeOf(failed, 'home')).toBe('manual');
    failed.send({ type: 'address.cancelManual', target: 'home' });
    expect(modeOf(failed, 'home')).toBe('search');
  });

  it('opens the manual form from the search or the list, and cancelling returns there', async () => {
    const actor = await booted();
    actor.send({ type: 'address.enterManually', target: 'home' });
    expect(modeOf(actor, 'home')).toBe('manual');
    actor.send({ type: 'address.cancelManual', target: 'home' });
    expect(modeOf(actor, 'home')).toBe('search');

    await searched(actor);
    actor.send({ type: 'address.enterManually', target: 'home' });
    actor.send({ type: 'address.cancelManual', target: 'home' });
    expect(modeOf(actor, 'home')).toBe('list');
  });

  it('shows the summary once the manual address is saved; Edit reopens it and cancelling returns to the summary', async () => {
    const actor = await booted();
    actor.send({ type: 'address.saveManual', target: 'home' });
    expect(lookupOf(actor).modes.home).toBeNull();

    actor.send({ type: 'address.enterManually', target: 'home' });
    actor.send({ type: 'address.saveManual', target: 'home' });
    expect(modeOf(actor, 'home', true)).toBe('summary');

    actor.send({ type: 'address.edit', target: 'home' });
    expect(modeOf(actor, 'home', true)).toBe('manual');
    actor.send({ type: 'address.cancelManual', target: 'home' });
    expect(modeOf(actor, 'home', true)).toBe('summary');
  });

  it("Search Again searches anew without clearing the other field's lookup", async () => {
    const actor = await booted();
    await searched(actor, 'overnight');
    actor.send({ type: 'address.clear', target: 'home' });
    expect(modeOf(actor, 'home', true)).toBe('search');
    expect(lookupOf(actor).results).toHaveLength(1);
    expect(modeOf(actor, 'overnight')).toBe('list');

    actor.send({ type: 'address.clear', target: 'overnight' });
    expect(lookupOf(actor).results).toEqual([]);
    expect(modeOf(actor, 'overnight')).toBe('search');
  });

  it("takes the other field's list away with its results when one field searches", async () => {
    const actor = await booted();
    await searched(actor, 'overnight');
    await searched(actor, 'home');
    expect(modeOf(actor, 'home')).toBe('list');
    expect(modeOf(actor, 'overnight')).toBe('search');
  });

  it('shows a summary only with an address: a field the form cleared shows its search', async () => {
    const actor = await booted();
    await searched(actor);
    actor.send({ type: 'address.choose', target: 'home', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(modeOf(actor, 'home', false)).toBe('search');
  });

  it('forgets what the fields showed once About you is answered, not when the customer steps back', async () => {
    const actor = await booted();
    actor.send({ type: 'address.enterManually', target: 'home' });
    actor.send({ type: 'wizard.back' });
    expect(modeOf(actor, 'home')).toBe('manual');
    actor.send({ type: 'wizard.next', step: 'aboutYou', answers: answersFor('aboutYou') });
    expect(lookupOf(actor).modes).toEqual({ home: null, overnight: null });
  });
});
