import { act, screen, waitFor as eventually } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { QuoteDetails } from '../../machines/core/contract';
import { aQuoteDetails, answersFor } from '../../machines/testing/factories';
import { TEXT } from '../../machines/core/catalogue';
import { brand } from '../app/config/brand';
import { RESULTS_HEADING } from '../testing/journey-screens';
import { findStepHeading, renderJourney, stopJourneys } from '../testing/render-journey';

afterEach(stopJourneys);

const tracked = brand.salesTracking;

/** The images sent to the tracked comparison site's address. */
const trackingImages = () =>
  [...document.querySelectorAll('img')].filter((image) => image.src.startsWith(tracked.address));

/**
 * A visitor following a comparison site's link; the site's quote arrives when `release` is called, as the
 * sandbox answers GetAggregatorQuote.
 */
async function landingFrom(source: string, quoteRef: string) {
  let release: () => void = () => undefined;
  const answered = new Promise<QuoteDetails>((resolve) => {
    const sandbox = aQuoteDetails();
    release = () => resolve({ ...sandbox, metaData: { ...sandbox.metaData, quoteRef } });
  });
  const rendered = await renderJourney({
    path: `/pcw-result?token=AGG-TEST-1&quoteRef=${quoteRef}&source=${source}`,
    services: { loadAggregatorQuote: fromPromise(() => answered) },
  });
  return { ...rendered, release };
}

/** The results page on /pcw-result, waiting for the site's quote behind its overlay. */
const landed = () =>
  screen.findByText(
    TEXT.results.loading,
    { selector: '.blocking-overlay span' },
    { timeout: 5000 },
  );

/** Continue on the cover step, back to the comparison site's results. */
async function backOnResults(journey: Awaited<ReturnType<typeof landingFrom>>['journey']) {
  await findStepHeading(TEXT.wizard.heading.vehicleCover);
  // Continue is taken once the journey rests on the step, not only once its heading shows.
  await eventually(() =>
    expect(journey.getSnapshot().matches({ flow: { wizard: { vehicleCover: 'editing' } } })).toBe(
      true,
    ),
  );
  act(() => {
    journey.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: answersFor('vehicleCover'),
    });
  });
  await screen.findByRole('heading', { level: 1, name: RESULTS_HEADING }, { timeout: 5000 });
  expect(journey.getSnapshot().context.location.path).toBe('/pcw-result');
  // The image is added by an effect after the page commits: let those effects run before looking.
  await act(() => Promise.resolve());
}

describe('the comparison site landing (/pcw-result)', () => {
  it('requests the tracked site’s image once for the quote, as the visitor lands', async () => {
    const { journey, release } = await landingFrom(tracked.source, 'AGGQ-LAND-1');

    await landed();
    await eventually(() => expect(trackingImages()).toHaveLength(1));
    const [image] = trackingImages();
    if (!image) throw new Error('No tracking image');
    expect(Object.fromEntries(new URL(image.src).searchParams)).toEqual({
      brandId: tracked.brandId,
      quoteReference: 'AGGQ-LAND-1',
      customerActivity: tracked.source,
      pageContext: 'Landing Page',
    });
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('aria-hidden')).toBe('true');

    // The quote loads, the visitor checks their cover and comes back to the same quote's results.
    act(release);
    await backOnResults(journey);
    expect(trackingImages()).toEqual([]);
  });

  it('requests no image for a site that does not track its sales', async () => {
    const { journey, release } = await landingFrom('CTM', 'AGGQ-LAND-2');
    await landed();
    await act(() => Promise.resolve());
    expect(trackingImages()).toEqual([]);
    act(release);
    await backOnResults(journey);
    expect(trackingImages()).toEqual([]);
  });
});
