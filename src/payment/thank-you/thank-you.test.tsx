import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { Purchase } from '../../../machines/core/types';
import { TEXT } from '../../../machines/core/catalogue';
import { brand } from '../../app/config/brand';
import { renderJourney, stopJourneys } from '../../testing/render-journey';

afterEach(stopJourneys);

const text = TEXT.thankYou;

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
  ...overrides,
});

/** The app reopened on thank-you with this purchase kept. */
async function onThankYou(overrides: Partial<Purchase> = {}) {
  const rendered = await renderJourney({ path: '/thank-you', purchase: aPurchase(overrides) });
  await screen.findByRole('heading', { level: 1, name: text.heading }, { timeout: 5000 });
  // The tracking image is added by an effect after the page commits: let those effects run first.
  await act(() => Promise.resolve());
  return rendered;
}

const portalPanel = () => within(screen.getByRole('region', { name: text.portal.heading }));

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

  it('says a card payment was taken today', async () => {
    await onThankYou({ paymentMethod: 'CARD_PAYMENT' });
    expect(screen.getByText(text.paidByCard)).toBeTruthy();
    expect(screen.queryByText(/Direct Debit/)).toBeNull();
  });

  it('gives the first Direct Debit date as dd/MM/yyyy', async () => {
    await onThankYou({ paymentMethod: 'DIRECT_DEBIT', paymentDate: '2026-12-23' });
    expect(screen.getByText(text.firstDirectDebit('23/12/2026'))).toBeTruthy();
    expect(screen.queryByText(text.paidByCard)).toBeNull();
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
