import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { Purchase } from '../../../machines/core/types';
import { TEXT } from '../../../machines/core/catalogue';
import { brand } from '../../app/config/brand';
import { renderJourney, stopJourneys } from '../../testing/render-journey';

afterEach(stopJourneys);

const text = TEXT.thankYou;

/** A card purchase in full, as thank-you keeps it; the cover starts in winter (GMT). */
const aPurchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  policyReference: 'DCPOL-000123',
  portalUserStatus: 'USER_CREATED',
  paymentDate: '2026-12-23',
  sendWelcomePack: false,
  paymentMethod: 'CARD_PAYMENT',
  quoteRef: 'DCQ-000456',
  aggregatorSource: null,
  fromAggregator: false,
  page: 'thankYou',
  paidToday: 1088.36,
  firstInstalment: null,
  cover: {
    from: '2026-11-23T09:00:00.000Z',
    to: '2027-11-22T23:59:59.999Z',
    vehicle: 'Toyota Prius 1.8 Hybrid',
    registration: 'dl19car',
  },
  product: { term: 'Annual', insurer: 'Sandbox Insurance' },
  ...overrides,
});

/** A Direct Debit purchase with a deposit of £97.70 and a first instalment of £112.36. */
const aDirectDebitPurchase = (overrides: Partial<Purchase> = {}) =>
  aPurchase({
    paymentMethod: 'DIRECT_DEBIT',
    paidToday: 97.7,
    firstInstalment: 112.36,
    paymentDate: '2026-12-23',
    ...overrides,
  });

/** A purchase stored before the amounts paid and the cover were kept. */
function storedBefore(purchase: Purchase): Purchase {
  const { paidToday: _paid, firstInstalment: _first, cover: _cover, ...before } = purchase;
  return before;
}

/** The app reopened on thank-you with this purchase kept (a card purchase, changed by `overrides`). */
async function onThankYou(overrides: Partial<Purchase> | { kept: Purchase } = {}) {
  const purchase = 'kept' in overrides ? overrides.kept : aPurchase(overrides);
  const rendered = await renderJourney({ path: '/thank-you', purchase });
  await screen.findByRole('heading', { level: 1, name: text.heading }, { timeout: 5000 });
  // The tracking image is added by an effect after the page commits: let those effects run first.
  await act(() => Promise.resolve());
  return rendered;
}

const portalPanel = () => within(screen.getByRole('region', { name: text.portal.heading }));
const nextSteps = () => within(screen.getByRole('region', { name: text.whatHappensNext }));

/** The cover section's rows, term and detail, as read. */
const coverShown = () =>
  [...screen.getByRole('region', { name: text.cover.heading }).querySelectorAll('dl > div')].map(
    (row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent],
  );

/** The images sent to the tracked comparison site's address. */
const trackingImages = () =>
  [...document.querySelectorAll('img')].filter((image) =>
    image.src.startsWith(brand.salesTracking.address),
  );

describe('thank-you', () => {
  it('shows the policy reference and a decorative payment-successful illustration', async () => {
    await onThankYou();
    expect(screen.getByText('DCPOL-000123')).toBeTruthy();
    expect(screen.getByText(text.policyReference, { exact: false })).toBeTruthy();
    const illustration = document.querySelector('svg[data-illustration="payment-successful"]');
    expect(illustration?.getAttribute('aria-hidden')).toBe('true');
  });

  it('USER_CREATED: says an email has been sent to register, with no portal button', async () => {
    await onThankYou({ portalUserStatus: 'USER_CREATED' });
    const panel = portalPanel();
    expect(panel.getByText(text.portal.emailSent)).toBeTruthy();
    expect(panel.queryByRole('link')).toBeNull();
  });

  it('USER_ALREADY_EXISTS: offers a button to the customer portal', async () => {
    await onThankYou({ portalUserStatus: 'USER_ALREADY_EXISTS' });
    const panel = portalPanel();
    expect(panel.getByText(text.portal.existingAccount)).toBeTruthy();
    const link = panel.getByRole('link', { name: text.portal.goToPortal });
    expect(link.getAttribute('href')).toBe(brand.customerPortalUrl);
    expect(link.className).toContain('button');
  });

  it('USER_NOT_CREATED: asks the customer to register, with a button to the portal', async () => {
    await onThankYou({ portalUserStatus: 'USER_NOT_CREATED' });
    const panel = portalPanel();
    expect(panel.getByText(text.portal.registerPrompt)).toBeTruthy();
    const link = panel.getByRole('link', { name: text.portal.register });
    expect(link.getAttribute('href')).toBe(brand.customerPortalUrl);
    expect(panel.queryByText(text.portal.emailSent)).toBeNull();
  });

  it('says what the card payment in full took today', async () => {
    await onThankYou();
    expect(nextSteps().getByText(text.paidInFull('£1,088.36'))).toBeTruthy();
    expect(screen.queryByText(/Direct Debit/)).toBeNull();
  });

  it('says the deposit was taken from the card today, and the first instalment, its amount and date', async () => {
    await onThankYou({ kept: aDirectDebitPurchase() });
    const section = nextSteps();
    expect(section.getByText(text.depositTaken('£97.70'))).toBeTruthy();
    expect(section.getByText(text.firstMonthlyPayment('£112.36', '23/12/2026'))).toBeTruthy();
    expect(section.getByText(text.paymentSchedule)).toBeTruthy();
    expect(screen.queryByText(text.firstDirectDebit('23/12/2026'))).toBeNull();
  });

  it('says nothing was taken today for a plan without a deposit', async () => {
    await onThankYou({ kept: aDirectDebitPurchase({ paidToday: 0 }) });
    const section = nextSteps();
    expect(section.queryByText(/taken from your card/)).toBeNull();
    expect(section.getByText(text.firstMonthlyPayment('£112.36', '23/12/2026'))).toBeTruthy();
  });

  it.each([
    ['by card', aPurchase(), text.paidByCard],
    ['by Direct Debit', aDirectDebitPurchase(), text.firstDirectDebit('23/12/2026')],
  ])(
    'keeps the wording a purchase %s stored before had, with no cover shown',
    async (_, purchase, wording) => {
      await onThankYou({ kept: storedBefore(purchase) });
      expect(nextSteps().getByText(wording)).toBeTruthy();
      expect(screen.queryByRole('region', { name: text.cover.heading })).toBeNull();
    },
  );

  it('shows the cover bought: the vehicle, its registration, and its start and end on a winter UK clock', async () => {
    await onThankYou();
    expect(coverShown()).toEqual([
      [text.cover.vehicle, 'Toyota Prius 1.8 Hybrid'],
      [text.cover.registration, 'DL19CAR'],
      [text.cover.starts, text.cover.at('09:00', '23/11/2026')],
      [text.cover.ends, text.cover.at('23:59', '22/11/2027')],
    ]);
  });

  it('shows the cover in British Summer Time as a UK clock shows it', async () => {
    await onThankYou({
      cover: {
        from: '2026-07-01T08:00:00.000Z',
        to: '2027-06-30T22:59:59.999Z',
        vehicle: 'Toyota Prius 1.8 Hybrid',
        registration: 'DL19CAR',
      },
    });
    expect(coverShown().slice(2)).toEqual([
      [text.cover.starts, '09:00 on 01/07/2026'],
      [text.cover.ends, '23:59 on 30/06/2027'],
    ]);
  });

  it('mentions the welcome pack by post only when one is sent', async () => {
    await onThankYou({ sendWelcomePack: true });
    expect(screen.getByText(text.welcomePack)).toBeTruthy();
    stopJourneys();

    await onThankYou({ sendWelcomePack: false });
    expect(screen.queryByText(text.welcomePack)).toBeNull();
  });

  it('Start a new quote resets the journey: home, with the purchase gone', async () => {
    const { journey, user } = await onThankYou();
    await user.click(screen.getByRole('button', { name: text.startNewQuote }));
    await act(() => waitFor(journey, (snapshot) => snapshot.matches({ flow: 'home' })));
    expect(journey.getSnapshot().context.purchase).toBeNull();
  });

  it('requests the tracked comparison site’s image with the purchase’s details', async () => {
    await onThankYou({ aggregatorSource: brand.salesTracking.source, quoteRef: 'DCQ-TRACK-1' });
    const [image, ...others] = trackingImages();
    expect(others).toEqual([]);
    if (!image) throw new Error('No tracking image');
    expect(Object.fromEntries(new URL(image.src).searchParams)).toEqual({
      brandId: brand.salesTracking.brandId,
      quoteReference: 'DCQ-TRACK-1',
      customerActivity: brand.salesTracking.source,
      pageContext: 'Payment Confirmation Page',
    });
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('aria-hidden')).toBe('true');
    expect(image.getAttribute('width')).toBe('1');
    expect(image.getAttribute('height')).toBe('1');
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it.each([
    ['another comparison site', 'CTM'],
    ['a direct customer', null],
  ])('requests no tracking image for %s', async (_, aggregatorSource) => {
    await onThankYou({ aggregatorSource, quoteRef: 'DCQ-UNTRACKED' });
    expect(trackingImages()).toEqual([]);
  });
});

describe('thank-you: the customer’s rights and who we are (issue #28)', () => {
  const rights = () =>
    within(screen.getByRole('region', { name: TEXT.regulated.afterPurchaseHeading }));

  it('an annual policy: the 14-day cooling-off period, the broker and its regulator, the ombudsman and the FSCS', async () => {
    await onThankYou();
    expect(rights().getByText(TEXT.regulated.cancellation.annual[0])).toBeTruthy();
    expect(
      rights().getByText(
        TEXT.regulated.whoWeAre.regulated(
          brand.broker.legalName,
          brand.broker.regulator,
          brand.broker.firmReferenceNumber,
        ),
      ),
    ).toBeTruthy();
    expect(rights().getByText(/Financial Ombudsman Service/)).toBeTruthy();
    expect(rights().getByText(/Financial Services Compensation Scheme/)).toBeTruthy();
    expect(rights().getByText(TEXT.regulated.whoWeAre.insurer('Sandbox Insurance'))).toBeTruthy();
  });

  it('a purchase kept before its product was: who we are and where to complain, but no right or document guessed', async () => {
    await onThankYou({ product: undefined });
    expect(rights().getByText(/Financial Ombudsman Service/)).toBeTruthy();
    expect(rights().queryByText(TEXT.regulated.cancellation.annual[0])).toBeNull();
    expect(rights().queryByRole('link')).toBeNull();
  });

  it('a 30-day policy: no statutory right to cancel, and how its renewal is stopped', async () => {
    await onThankYou({
      cover: {
        from: '2026-11-23T09:00:00.000Z',
        to: '2026-12-22T23:59:59.999Z',
        vehicle: 'Toyota Prius 1.8 Hybrid',
        registration: 'dl19car',
      },
      product: { term: 'ThirtyDay', insurer: 'Sandbox Insurance' },
    });
    const [noRight, renewal] = TEXT.regulated.cancellation.thirtyDay(brand.supportPhone);
    expect(rights().getByText(noRight ?? '')).toBeTruthy();
    expect(rights().getByText(renewal ?? '')).toBeTruthy();
    expect(rights().queryByText(TEXT.regulated.cancellation.annual[0])).toBeNull();
    expect(
      rights().getByRole('heading', { name: TEXT.regulated.documents.afterPurchaseHeading }),
    ).toBeTruthy();
    expect(
      rights()
        .getByRole('link', {
          name: TEXT.regulated.documents.wording(TEXT.regulated.documents.thirtyDay),
        })
        .getAttribute('href'),
    ).toMatch(/GetProductDocument\/ThirtyDay\/PolicyWording$/);
  });
});

describe('restart thank-you', () => {
  it('keeps its wording and adds the policy reference and the portal panel', async () => {
    await renderJourney({
      path: '/restart-thank-you',
      purchase: aPurchase({ page: 'restartThankYou', portalUserStatus: 'USER_ALREADY_EXISTS' }),
    });
    await screen.findByRole('heading', { level: 1, name: text.restart.heading }, { timeout: 5000 });
    expect(screen.getByText(text.restart.lead)).toBeTruthy();
    expect(screen.getByText('DCPOL-000123')).toBeTruthy();
    expect(portalPanel().getByRole('link', { name: text.portal.goToPortal })).toBeTruthy();
  });

  it('shows the cover bought, on the UK clock', async () => {
    await renderJourney({
      path: '/restart-thank-you',
      purchase: aPurchase({
        page: 'restartThankYou',
        cover: {
          from: '2026-07-01T08:00:00.000Z',
          to: '2026-07-30T22:59:59.999Z',
          vehicle: 'Toyota Prius 1.8 Hybrid',
          registration: 'DL19CAR',
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: text.restart.heading }, { timeout: 5000 });
    expect(coverShown()).toEqual([
      [text.cover.vehicle, 'Toyota Prius 1.8 Hybrid'],
      [text.cover.registration, 'DL19CAR'],
      [text.cover.starts, text.cover.at('09:00', '01/07/2026')],
      [text.cover.ends, text.cover.at('23:59', '30/07/2026')],
    ]);
  });

  it('says what was paid today and what happens next, as thank-you does', async () => {
    await renderJourney({
      path: '/restart-thank-you',
      purchase: aPurchase({ page: 'restartThankYou', paidToday: 96.5 }),
    });
    await screen.findByRole('heading', { level: 1, name: text.restart.heading }, { timeout: 5000 });
    expect(nextSteps().getByText(/£96\.50/)).toBeTruthy();
    expect(nextSteps().getByText(text.documentsByEmail)).toBeTruthy();
  });

  it("lists the policy's documents, as thank-you does", async () => {
    const asked: string[] = [];
    await renderJourney({
      path: '/restart-thank-you',
      purchase: aPurchase({ page: 'restartThankYou' }),
      services: {
        loadPolicyDocuments: fromPromise(({ input }: { input: { policyReference: string } }) => {
          asked.push(input.policyReference);
          return Promise.resolve([{ id: 'DOC-1', fileName: 'Certificate of Motor Insurance.pdf' }]);
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: text.restart.heading }, { timeout: 5000 });
    const documents = within(screen.getByRole('region', { name: TEXT.outcomes.documents.heading }));
    expect(
      await documents.findByRole('button', {
        name: TEXT.outcomes.documents.download('Certificate of Motor Insurance.pdf'),
      }),
    ).toBeTruthy();
    expect(asked).toEqual(['DCPOL-000123']);
  });

  it('shows no cover for a restart bought before it was kept', async () => {
    await renderJourney({
      path: '/restart-thank-you',
      purchase: storedBefore(aPurchase({ page: 'restartThankYou' })),
    });
    await screen.findByRole('heading', { level: 1, name: text.restart.heading }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: text.cover.heading })).toBeNull();
  });

  it('Start a new quote resets the journey: home, with the purchase gone', async () => {
    const { journey, user } = await renderJourney({
      path: '/restart-thank-you',
      purchase: aPurchase({ page: 'restartThankYou' }),
    });
    await screen.findByRole('heading', { level: 1, name: text.restart.heading }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: text.startNewQuote }));
    await act(() => waitFor(journey, (snapshot) => snapshot.matches({ flow: 'home' })));
    expect(journey.getSnapshot().context.purchase).toBeNull();
  });
});
