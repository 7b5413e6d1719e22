import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { JourneyInput, PersistedJourney } from '../core/types';
import {
  attachPersistence,
  createMemoryStorage,
  parsePersisted,
  PERSISTENCE_KEY,
  readPersisted,
  type KeyValueStorage,
} from './persistence';
import { answersFor } from '../testing/factories';
import { startJourney } from '../testing/harness';

type Actor = ReturnType<typeof startJourney>;

const savedAt = new Date('2026-11-22T10:00:00.000Z');

const settled = (actor: Actor) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('overlay'));

async function openJourney(
  storage: KeyValueStorage,
  input: JourneyInput = {},
  isAdopted?: (revision: number) => boolean,
) {
  const actor = startJourney({ url: 'http://localhost/', ...input });
  const stop = attachPersistence(actor, storage, { now: () => savedAt, isAdopted });
  await settled(actor);
  return { actor, stop };
}

async function completeFirstTwoSteps(actor: Actor) {
  actor.send({
    type: 'route.changed',
    pathname: '/quote/vehicle-details',
    search: '',
    navigationType: 'PUSH',
  });
  actor.send({ type: 'vehicle.lookup', registration: 'DL19CAR' });
  await settled(actor);
  actor.send({
    type: 'wizard.next',
    step: 'vehicleDetails',
    answers: answersFor('vehicleDetails'),
  });
  actor.send({
    type: 'wizard.next',
    step: 'vehicleDetailsTwo',
    answers: answersFor('vehicleDetailsTwo'),
  });
}

function storedRecord(storage: KeyValueStorage): PersistedJourney {
  const record = readPersisted(storage);
  if (record === null) throw new Error('no readable record under root');
  return record;
}

describe('journey persistence', () => {
  it('stores the answers under root, version 1, and a reload restores them', async () => {
    const storage = createMemoryStorage();
    const { actor, stop } = await openJourney(storage);
    await completeFirstTwoSteps(actor);

    const record = storedRecord(storage);
    expect(record.version).toBe(1);
    expect(record.savedAt).toBe(savedAt.toISOString());
    expect(record.data.quote.completedSteps).toMatchObject({
      vehicleDetails: true,
      vehicleDetailsTwo: true,
    });
    expect(record.data.quote.vehicleDetails).toMatchObject({
      registration: 'DL19CAR',
      value: 14500,
      deliveryCompany: 'JUSTEAT',
    });
    stop();
    actor.stop();

    const reloaded = startJourney({
      url: 'http://localhost/quote/about-you',
      restored: parsePersisted(storage.getItem(PERSISTENCE_KEY)),
    });
    await settled(reloaded);
    const { context } = reloaded.getSnapshot();
    expect(context.quote).toEqual(record.data.quote);
    expect(context.revision).toBe(record.revision);
    expect(context.location.path).toBe('/quote/about-you');
  });

  it('keeps the honeypot mark of the quote across a reload', async () => {
    const storage = createMemoryStorage();
    const { actor } = await openJourney(storage);
    await completeFirstTwoSteps(actor);
    actor.send({
      type: 'wizard.next',
      step: 'aboutYou',
      answers: answersFor('aboutYou'),
      spam: true,
    });

    expect(storedRecord(storage).data.quote.isSuspectedSpam).toBe(true);
    const reloaded = startJourney({ restored: readPersisted(storage) });
    expect(reloaded.getSnapshot().context.quote.isSuspectedSpam).toBe(true);
  });

  it('gives each write a higher revision than anything stored before', async () => {
    const storage = createMemoryStorage();
    storage.setItem(PERSISTENCE_KEY, JSON.stringify({ ...(await answeredRecord()), revision: 41 }));
    const { actor } = await openJourney(storage);
    await completeFirstTwoSteps(actor);
    expect(storedRecord(storage).revision).toBeGreaterThan(41);
  });

  it('keeps the unsubmitted answers of the current step as a draft across a reload', async () => {
    const storage = createMemoryStorage();
    const { actor } = await openJourney(storage);
    await completeFirstTwoSteps(actor);
    actor.send({ type: 'wizard.draft', step: 'aboutYou', values: { firstName: 'Sa' } });

    expect(storedRecord(storage).data.drafts).toEqual({ aboutYou: { firstName: 'Sa' } });
    const reloaded = startJourney({ restored: readPersisted(storage) });
    expect(reloaded.getSnapshot().context.drafts).toEqual({ aboutYou: { firstName: 'Sa' } });
  });

  it('persists the reset, so a reload after Home Page starts clean', async () => {
    const storage = createMemoryStorage();
    const { actor } = await openJourney(storage);
    await completeFirstTwoSteps(actor);
    const before = storedRecord(storage).revision;

    actor.send({ type: 'journey.reset' });

    const record = storedRecord(storage);
    expect(record.revision).toBeGreaterThan(before);
    expect(record.data.quote.activeStep).toBe(1);
    expect(Object.values(record.data.quote.completedSteps).every((done) => !done)).toBe(true);
    expect(record.data.quote.vehicleDetails.registration).toBe('');
    const reloaded = startJourney({ restored: readPersisted(storage) });
    expect(reloaded.getSnapshot().context.quote.completedSteps.vehicleDetails).toBe(false);
  });

  it('does not write a page change alone, nor answers adopted from another tab', async () => {
    const storage = createMemoryStorage();
    const { actor } = await openJourney(storage, {}, (revision) => revision === 7);
    const setItem = vi.spyOn(storage, 'setItem');

    actor.send({
      type: 'route.changed',
      pathname: '/quote/vehicle-details',
      search: '',
      navigationType: 'PUSH',
    });
    expect(actor.getSnapshot().context.location.path).toBe('/quote/vehicle-details');
    expect(setItem).not.toHaveBeenCalled();

    // The other tab's write need not show in this tab's storage yet: the record came in its message.
    const elsewhere = { ...(await answeredRecord()), revision: 7 };
    actor.send({ type: 'sync.external', snapshot: elsewhere });

    expect(actor.getSnapshot().context.quote.completedSteps.vehicleDetailsTwo).toBe(true);
    expect(setItem).not.toHaveBeenCalled();

    // The next answer is this tab's own, written after the adopted revision.
    actor.send({ type: 'journey.reset' });
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readPersisted(storage)?.revision).toBe(9);
  });

  it('carries on in memory when storage refuses the write', async () => {
    const storage = createMemoryStorage();
    const refusal = new Error('QuotaExceededError');
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw refusal;
    });
    const onError = vi.fn();
    const actor = startJourney({ url: 'http://localhost/' });
    attachPersistence(actor, storage, { onError });
    await settled(actor);
    await completeFirstTwoSteps(actor);

    expect(onError).toHaveBeenCalledWith(refusal);
    expect(actor.getSnapshot().context.quote.completedSteps.vehicleDetailsTwo).toBe(true);
  });

  it('announces each write', async () => {
    const storage = createMemoryStorage();
    const onWrite = vi.fn();
    const actor = startJourney({ url: 'http://localhost/' });
    attachPersistence(actor, storage, { onWrite });
    await settled(actor);
    await completeFirstTwoSteps(actor);

    expect(onWrite).toHaveBeenLastCalledWith(storedRecord(storage));
  });
});

describe('reading a stored journey', () => {
  it('reads back exactly what was written', async () => {
    const record = await answeredRecord();
    expect(parsePersisted(JSON.stringify(record))).toEqual(record);
  });

  it.each([
    ['nothing stored', () => null],
    ['not JSON', () => '{"version":1,'],
    ['another version', (record) => JSON.stringify({ ...record, version: 2 })],
    ['a negative revision', (record) => JSON.stringify({ ...record, revision: -1 })],
    ['an unreadable save time', (record) => JSON.stringify({ ...record, savedAt: 'yesterday' })],
    ['no quote', (record) => JSON.stringify(withoutSection(record, 'quote'))],
    ['no drafts', (record) => JSON.stringify(withoutSection(record, 'drafts'))],
    [
      'a quote without its completed steps',
      (record) =>
        JSON.stringify({
          ...record,
          data: { ...record.data, quote: { ...record.data.quote, completedSteps: undefined } },
        }),
    ],
    [
      'a honeypot mark that is not true or false',
      (record) =>
        JSON.stringify({
          ...record,
          data: { ...record.data, quote: { ...record.data.quote, isSuspectedSpam: 'yes' } },
        }),
    ],
    [
      'a draft for a step that does not exist',
      (record) => JSON.stringify({ ...record, data: { ...record.data, drafts: { step9: {} } } }),
    ],
  ] satisfies [string, (record: PersistedJourney) => string | null][])(
    'discards a record with %s, whole',
    async (_, corrupt) => {
      expect(parsePersisted(corrupt(await answeredRecord()))).toBeNull();
    },
  );

  it('reads a journey stored before the honeypot mark existed as unmarked', async () => {
    const record = await answeredRecord();
    const { isSuspectedSpam: _, ...quote } = record.data.quote;
    const stored = JSON.stringify({ ...record, data: { ...record.data, quote } });

    const restored = parsePersisted(stored);
    expect(restored?.data.quote.isSuspectedSpam).toBe(false);
    expect(restored?.data.quote.completedSteps.vehicleDetailsTwo).toBe(true);
    const reloaded = startJourney({ restored });
    expect(reloaded.getSnapshot().context.quote.isSuspectedSpam).toBe(false);
  });

  it('reads a purchase stored before its amounts and cover were kept, without them', async () => {
    const record = await answeredRecord();
    const stored = JSON.stringify({ ...record, data: { ...record.data, purchase: oldPurchase } });
    const restored = parsePersisted(stored);
    expect(restored?.data.purchase).toEqual(oldPurchase);
    expect(restored?.data.purchase).not.toHaveProperty('cover');
    expect(restored?.data.purchase).not.toHaveProperty('paidToday');
  });

  it('reads back a purchase with its amounts and cover', async () => {
    const record = await answeredRecord();
    const purchase = {
      ...oldPurchase,
      paidToday: 97.7,
      firstInstalment: 112.36,
      cover: {
        from: '2026-07-01T08:00:00.000Z',
        to: '2027-06-30T22:59:59.999Z',
        vehicle: 'Toyota Prius',
        registration: 'DL19CAR',
      },
    };
    const stored = JSON.stringify({ ...record, data: { ...record.data, purchase } });
    expect(parsePersisted(stored)?.data.purchase).toEqual(purchase);
  });

  it.each([
    [
      'a cover without its end',
      { from: '2026-07-01T08:00:00.000Z', vehicle: 'Toyota', registration: 'DL19CAR' },
    ],
    ['an amount paid today that is not a number', '97.70'],
  ])('discards a record whose purchase has %s, whole', async (name, value) => {
    const record = await answeredRecord();
    const purchase = name.startsWith('a cover')
      ? { ...oldPurchase, cover: value }
      : { ...oldPurchase, paidToday: value };
    const stored = JSON.stringify({ ...record, data: { ...record.data, purchase } });
    expect(parsePersisted(stored)).toBeNull();
  });

  it('starts clean after discarding a record of another version, and removes it', async () => {
    const storage = createMemoryStorage();
    storage.setItem(PERSISTENCE_KEY, JSON.stringify({ ...(await answeredRecord()), version: 2 }));

    const restored = readPersisted(storage);
    expect(restored).toBeNull();
    const { actor } = await openJourney(storage, { restored });

    expect(actor.getSnapshot().context.quote.completedSteps.vehicleDetails).toBe(false);
    expect(actor.getSnapshot().context.revision).toBe(0);
    expect(storage.getItem(PERSISTENCE_KEY)).toBeNull();
  });
});

/** A Direct Debit purchase as thank-you kept it before the amounts paid and the cover were kept. */
const oldPurchase = {
  policyReference: 'POL-OLD1',
  portalUserStatus: 'USER_CREATED',
  paymentDate: '2026-12-23',
  sendWelcomePack: false,
  paymentMethod: 'DIRECT_DEBIT',
  quoteRef: 'DC-OLD1',
  aggregatorSource: null,
  fromAggregator: false,
  page: 'thankYou',
};

/** A record as a tab that completed the first two steps wrote it. */
async function answeredRecord(): Promise<PersistedJourney> {
  const storage = createMemoryStorage();
  const { actor, stop } = await openJourney(storage);
  await completeFirstTwoSteps(actor);
  stop();
  actor.stop();
  return storedRecord(storage);
}

function withoutSection(record: PersistedJourney, section: keyof PersistedJourney['data']) {
  const data = Object.fromEntries(Object.entries(record.data).filter(([key]) => key !== section));
  return { ...record, data };
}
