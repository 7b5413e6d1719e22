import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../../machines/core/context';
import { TEXT } from '../../../machines/core/catalogue';
import {
  findStepHeading,
  pathOf,
  quoteBefore,
  renderJourney,
  stopJourneys,
} from '../../testing/render-journey';

afterEach(() => stopJourneys());

const text = TEXT.timeOutWarning;

async function onAboutYou() {
  const clock = new SimulatedClock();
  const reportActivity = vi.fn();
  const rendered = await renderJourney({
    path: pathOf('aboutYou'),
    quote: quoteBefore('aboutYou'),
    clock,
    app: { reportActivity },
  });
  await findStepHeading(TEXT.wizard.heading.aboutYou);
  return { ...rendered, clock, reportActivity };
}

describe('the time-out warning', () => {
  it('warns two minutes before the time-out, with the time left, and focuses Continue', async () => {
    const { clock } = await onAboutYou();
    act(() => clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => clock.increment(1));
    const warning = await screen.findByRole('alertdialog', { name: text.title });
    const description = document.getElementById(warning.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('we will close your quote in 2 minutes');
    const carryOn = within(warning).getByRole('button', { name: text.continue });
    await waitFor(() => expect(document.activeElement).toBe(carryOn));
  });

  it('Continue tells every tab at once and keeps the customer on their step', async () => {
    const { clock, reportActivity, user, journey } = await onAboutYou();
    act(() => clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS));
    const warning = await screen.findByRole('alertdialog', { name: text.title });
    // Moving around the warning is not carrying on: only its button is.
    await user.keyboard('{Tab}');
    expect(reportActivity).not.toHaveBeenCalled();

    // The app's reporter sends the activity to this tab's journey too.
    reportActivity.mockImplementation(() =>
      journey.send({ type: 'idle.activity', at: Date.now() }),
    );
    await user.click(within(warning).getByRole('button', { name: text.continue }));
    expect(reportActivity).toHaveBeenCalledWith({ immediately: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(journey.getSnapshot().context.location.path).toBe('/quote/about-you');
    await findStepHeading(TEXT.wizard.heading.aboutYou);
  });

  it('Save my quote beside Continue closes the warning, carries on and opens the save dialog', async () => {
    const { clock, reportActivity, journey, user } = await onAboutYou();
    act(() => clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS));
    const warning = await screen.findByRole('alertdialog', { name: text.title });
    await user.click(within(warning).getByRole('button', { name: TEXT.saveQuote.open }));

    await screen.findByRole('dialog', { name: TEXT.saveQuote.title });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The journey takes the press as the customer's activity; nothing else is sent for it.
    expect(journey.getSnapshot().matches({ idle: 'watching' })).toBe(true);
    expect(reportActivity).not.toHaveBeenCalled();
    expect(journey.getSnapshot().context.location.path).toBe('/quote/about-you');
  });

  it('closes when the customer carries on in another tab, and times out if nobody does', async () => {
    const { clock, journey } = await onAboutYou();
    act(() => clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS));
    await screen.findByRole('alertdialog', { name: text.title });
    act(() => journey.send({ type: 'idle.activity', at: Date.now() }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    act(() => clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS));
    await screen.findByRole('alertdialog', { name: text.title });
    act(() => clock.increment(IDLE_WARNING_MS));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(journey.getSnapshot().context.location.path).toBe('/time-out');
  });

  describe('a phone that slept with the page open', () => {
    /** The wall clock `ms` on, the page's timers not run (a device asleep), then the page shown again. */
    function wakeAfter(ms: number) {
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + ms);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    }

    it('wakes on the time-out page when it slept past the time-out', async () => {
      const { journey } = await onAboutYou();
      wakeAfter(20 * 60_000);
      await waitFor(() => expect(journey.getSnapshot().context.location.path).toBe('/time-out'));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('wakes on the warning, counting down to the time-out rather than two fresh minutes', async () => {
      await onAboutYou();
      wakeAfter(14 * 60_000);
      const warning = await screen.findByRole('alertdialog', { name: text.title });
      const description = document.getElementById(warning.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toMatch(
        /we will close your quote in (1 minute|5\d seconds)/,
      );
    });
  });
});
