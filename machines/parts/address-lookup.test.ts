import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { booted, settled } from '../testing/journey-actor';
import { TEXT } from '../text';

describe('address lookup', () => {
  it('lists the addresses at a postcode and fetches the one picked for the field that asked', async () => {
    const actor = await booted();
    actor.send({ type: 'address.search', target: 'overnight', postcode: 'sw1a 1aa' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup).toMatchObject({
      target: 'overnight',
      postcode: 'SW1A 1AA',
    });
    expect(actor.getSnapshot().context.addressLookup.results).toHaveLength(1);
    actor.send({ type: 'address.choose', target: 'overnight', itemId: 'NOT-LISTED' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'address.choose', target: 'overnight', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup.chosen?.line1).toBe(
      'Flat 1, Regency Mansions',
    );
  });

  it.each([
    [{ kind: 'notFound' }, TEXT.address.noneFound('EC1A 1BB')],
    [{ kind: 'unexpected' }, TEXT.address.searchFailed],
  ])('explains a search that found nothing or failed (%o)', async (failure, text) => {
    const actor = await booted(undefined, {
      searchAddresses: fromPromise(() => Promise.reject(Object.assign(new Error('x'), failure))),
    });
    actor.send({ type: 'address.search', target: 'home', postcode: 'EC1A 1BB' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup.message).toBe(text);
  });

  it(`says '${TEXT.address.fetchFailed}' when the picked address cannot be fetched`, async () => {
    const actor = await booted(undefined, {
      getAddressById: fromPromise(() => Promise.reject(new Error('x'))),
    });
    actor.send({ type: 'address.search', target: 'home', postcode: 'SW1A 1AA' });
    await settled(actor);
    actor.send({ type: 'address.choose', target: 'home', itemId: 'SW1A1AA-1' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressLookup.message).toBe(TEXT.address.fetchFailed);
  });
});
