import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../machines/session/persistence';
import { TEXT } from '../../../machines/core/catalogue';
import { findStepHeading, pathOf, renderJourney, stopJourneys } from '../../testing/render-journey';
import { CONSENT_KEY, createConsentStore } from './consent-store';

afterEach(() => stopJourneys());

const text = TEXT.consent;
const banner = () => screen.findByRole('region', { name: text.title });

async function firstVisit() {
  const storage = createMemoryStorage();
  const consent = createConsentStore(storage, () => new Date('2026-11-25T09:00:00.000Z'));
  const rendered = await renderJourney({ path: pathOf('vehicleDetails'), app: { consent } });
  await findStepHeading(TEXT.wizard.heading.vehicleDetails);
  return { ...rendered, storage, consent };
}

const storedChoice = (storage: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(storage.getItem(CONSENT_KEY) ?? 'null') as Record<string, unknown> | null;

describe('the cookie banner', () => {
  it('asks on a first visit and remembers Accept all', async () => {
    const { user, storage, consent } = await firstVisit();
    await user.click(within(await banner()).getByRole('button', { name: text.acceptAll }));

    expect(consent.getState().choice).toEqual({ analytics: true, marketing: true });
    expect(storedChoice(storage)).toEqual({
      version: 1,
      analytics: true,
      marketing: true,
      decidedAt: '2026-11-25T09:00:00.000Z',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: text.title })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('remembers Reject non-essential', async () => {
    const { user, consent } = await firstVisit();
    await user.click(within(await banner()).getByRole('button', { name: text.rejectAll }));
    expect(consent.getState().choice).toEqual({ analytics: false, marketing: false });
  });

  it('lets the visitor choose each kind in its settings, with nothing ticked beforehand', async () => {
    const { user, consent } = await firstVisit();
    await user.click(
      within(await banner()).getByRole('button', { name: TEXT.layout.cookieSettings }),
    );
    const settings = await screen.findByRole('region', { name: text.settingsTitle });
    expect(document.activeElement).toBe(
      within(settings).getByRole('heading', { name: text.settingsTitle }),
    );
    const analytics = within(settings).getByRole('checkbox', { name: text.analyticsLabel });
    const marketing = within(settings).getByRole('checkbox', { name: text.marketingLabel });
    expect([analytics, marketing].map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
    ]);
    // No way round the choice on a first visit: Cancel comes only once one is made.
    expect(within(settings).queryByRole('button', { name: text.cancel })).toBeNull();

    await user.click(marketing);
    await user.click(within(settings).getByRole('button', { name: text.save }));
    expect(consent.getState().choice).toEqual({ analytics: false, marketing: true });
  });

  it('does not ask again once chosen, and reopens on the choice made', async () => {
    const storage = createMemoryStorage();
    createConsentStore(storage).choose({ analytics: true, marketing: false });
    const consent = createConsentStore(storage);
    await renderJourney({ path: pathOf('vehicleDetails'), app: { consent } });
    await findStepHeading(TEXT.wizard.heading.vehicleDetails);
    expect(screen.queryByRole('region', { name: text.title })).toBeNull();

    consent.openSettings();
    const settings = await screen.findByRole('region', { name: text.settingsTitle });
    const analytics = within(settings).getByRole<HTMLInputElement>('checkbox', {
      name: text.analyticsLabel,
    });
    expect(analytics.checked).toBe(true);
    within(settings).getByRole('button', { name: text.cancel }).click();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: text.settingsTitle })).toBeNull(),
    );
    expect(consent.getState().choice).toEqual({ analytics: true, marketing: false });
  });

  it('keeps room for the banner below the page, measured as the banner is drawn, not as it opens', async () => {
    let report: ResizeObserverCallback | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const heightRead = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    try {
      const { user } = await firstVisit();
      const region = await banner();
      const room = () => document.documentElement.style.getPropertyValue('--consent-banner-height');
      // Opening it lays nothing out: no height is read until the browser draws it.
      expect(heightRead).not.toHaveBeenCalled();
      expect(room()).toBe('');

      const drawn = { target: region, borderBoxSize: [{ blockSize: 120.4, inlineSize: 390 }] };
      act(() => report?.([drawn as unknown as ResizeObserverEntry], {} as ResizeObserver));
      expect(room()).toBe('121px');

      await user.click(within(region).getByRole('button', { name: text.rejectAll }));
      await waitFor(() => expect(room()).toBe(''));
    } finally {
      vi.unstubAllGlobals();
      heightRead.mockRestore();
    }
  });

  it('asks again when what it asks has changed, or the stored choice cannot be read', () => {
    const storage = createMemoryStorage();
    storage.setItem(CONSENT_KEY, JSON.stringify({ version: 0, analytics: true, marketing: true }));
    expect(createConsentStore(storage).getState().choice).toBeNull();
    storage.setItem(CONSENT_KEY, '{');
    expect(createConsentStore(storage).getState().choice).toBeNull();
  });
});
