import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findStepHeading,
  pathOf,
  quoteBefore,
  renderJourney,
  stopJourneys,
} from '../../testing/render-journey';
import { JOURNEY_TEXT } from '../../../machines/core/text';

afterEach(() => {
  stopJourneys();
  window.scrollTo(0, 0);
});

const HOME_HEADING = 'Hire and reward insurance for delivery drivers';
const logo = () => screen.getByRole('link', { name: 'DropCover home' });

async function onStepTwo() {
  const rendered = await renderJourney({
    path: pathOf('vehicleDetailsTwo'),
    quote: quoteBefore('vehicleDetailsTwo'),
  });
  await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo);
  return rendered;
}

describe('The header logo', () => {
  it('goes straight home from step 1', async () => {
    const { user } = await renderJourney({ path: pathOf('vehicleDetails') });
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleDetails);
    await user.click(logo());
    await findStepHeading(HOME_HEADING);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first after step 1, and Stay Here keeps every answer', async () => {
    const { user, journey } = await onStepTwo();
    const mileage = screen.getByRole('textbox', {
      name: 'How many miles do you expect to drive in a year?',
    });
    await user.type(mileage, '9000');
    await user.click(logo());

    const dialog = await screen.findByRole('dialog', {
      name: JOURNEY_TEXT.layout.homeDialog.title,
      description: JOURNEY_TEXT.layout.homeDialog.body,
    });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: JOURNEY_TEXT.layout.homeDialog.stay }),
    );

    await user.click(
      within(dialog).getByRole('button', { name: JOURNEY_TEXT.layout.homeDialog.stay }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo,
      }),
    ).toBeDefined();
    expect((mileage as HTMLInputElement).value).toBe('9000');
    expect(journey.getSnapshot().context.quote.vehicleDetails.registration).toBe('DL19CAR');
  });

  it('Escape keeps the customer where they are', async () => {
    const { user } = await onStepTwo();
    await user.click(logo());
    // The dialog is open (its module fetched on first use) before Escape is pressed.
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo,
      }),
    ).toBeDefined();
  });

  it('Home Page clears the answers and shows the home page', async () => {
    const { user, journey } = await onStepTwo();
    await user.click(logo());
    // The dialog's module is fetched when it first opens.
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: JOURNEY_TEXT.layout.homeDialog.leave,
      }),
    );
    await findStepHeading(HOME_HEADING);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { quote } = journey.getSnapshot().context;
    expect(quote.vehicleDetails.registration).toBe('');
    expect(quote.activeStep).toBe(1);

    await user.click(screen.getByRole('link', { name: 'Get a quote' }));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleDetails);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Vehicle registration' }).value,
    ).toBe('');
  });
});

describe('The header while scrolling', () => {
  const header = () => screen.getByRole('banner');
  const isHidden = () => header().classList.contains('site-header--hidden');
  const scrollTo = (y: number) => {
    window.scrollTo(0, y);
    fireEvent.scroll(window);
  };

  it('hides when the customer scrolls down past 50px and shows again as soon as they scroll up', async () => {
    await renderJourney({ path: pathOf('vehicleDetails') });
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleDetails);
    expect(isHidden()).toBe(false);

    scrollTo(40);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(isHidden()).toBe(false);

    scrollTo(400);
    await waitFor(() => expect(isHidden()).toBe(true));

    scrollTo(380);
    await waitFor(() => expect(isHidden()).toBe(false));
    expect(logo()).toBeDefined();
  });
});
