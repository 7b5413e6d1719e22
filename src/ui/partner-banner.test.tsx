import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findAggregatorPartner, PartnerBanner } from './partner-banner';
import { JOURNEY_TEXT } from '../../machines/core/text';

afterEach(() => {
  cleanup();
});

describe('PartnerBanner', () => {
  it('shows the partner logo for a known aggregator code', () => {
    render(<PartnerBanner partnerCode="CTM" />);
    expect(screen.getByText(JOURNEY_TEXT.layout.inAssociationWith)).toBeDefined();
    const logo = screen.getByRole('img', { name: 'Compare the Market' });
    expect(logo.getAttribute('src')).toBe('/partners/compare-the-market.svg');
  });

  it('shows nothing for a direct visitor or an unknown code', () => {
    const { container, rerender } = render(<PartnerBanner partnerCode={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<PartnerBanner partnerCode="NOPE" />);
    expect(container.innerHTML).toBe('');
  });

  it('matches codes without regard to case or surrounding spaces', () => {
    expect(findAggregatorPartner(' goco ')?.name).toBe('GoCompare');
    expect(findAggregatorPartner('')).toBeUndefined();
  });
});
