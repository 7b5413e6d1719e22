import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import reviewFile from '../config/customer-reviews.json';
import { reviewsText, reviewsToShow } from './customer-reviews';
import { SiteFooter } from './site-footer';

afterEach(() => {
  cleanup();
});

function renderFooter() {
  render(<SiteFooter />);
  return screen.getByRole('contentinfo');
}

const SECTIONS = [
  'Terms of business',
  'Registered office details',
  'Contact us',
  'Complaints',
  'Financial protection',
  'Privacy notice',
];

describe('The site footer', () => {
  it('loads the customer reviews after the page, 4 and 5 stars only', async () => {
    const footer = renderFooter();
    const reviews = await within(footer).findByRole('region', { name: reviewsText.heading });
    const titles = within(reviews)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(reviewsToShow(reviewFile.reviews).map((review) => review.title));
    for (const review of reviewFile.reviews.filter((each) => each.rating <= 3)) {
      expect(within(footer).queryByText(review.title)).toBeNull();
    }
  });

  it('says where to complain (the Financial Ombudsman Service) and what protects the customer (the FSCS)', () => {
    const footer = renderFooter();
    const section = (name: string) =>
      within(footer).getByText(name, { selector: 'summary' }).closest('details');
    expect(section('Complaints')?.textContent).toContain('Financial Ombudsman Service');
    expect(section('Financial protection')?.textContent).toContain(
      'Financial Services Compensation Scheme (FSCS)',
    );
  });

  it('opens and closes each of its sections from its summary', async () => {
    const user = userEvent.setup();
    const footer = renderFooter();
    await screen.findByRole('region', { name: reviewsText.heading });
    for (const name of SECTIONS) {
      const summary = within(footer).getByText(name, { selector: 'summary' });
      const section = summary.closest('details');
      expect(section?.open, name).toBe(false);
      await user.click(summary);
      expect(section?.open, name).toBe(true);
      await user.click(summary);
      expect(section?.open, name).toBe(false);
    }
  });
});
