import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../app/config/brand';
import type { PaymentCollectionOption } from '../../../machines/core/contract';
import { aDirectDebitOption } from '../../../machines/testing/factories';
import { TEXT } from '../../../machines/core/catalogue';
import { CreditPanel } from './credit-panel';

afterEach(() => {
  cleanup();
});

const text = TEXT.credit.panel;
const labels = TEXT.credit.figures;
const SECTION_TITLES = Object.values(text.sections);

function renderPanel(
  overrides: {
    option?: PaymentCollectionOption;
    isMobileDevice?: boolean;
    onSaveContactDetails?: () => void;
  } = {},
) {
  const onSaveContactDetails = overrides.onSaveContactDetails ?? vi.fn();
  render(
    <CreditPanel
      option={overrides.option ?? aDirectDebitOption()}
      isMobileDevice={overrides.isMobileDevice ?? false}
      onSaveContactDetails={onSaveContactDetails}
    />,
  );
  return { user: userEvent.setup(), onSaveContactDetails };
}

const toggle = (title: string) => screen.getByRole('button', { name: title });
const section = (title: string) => screen.getByRole('region', { name: title });
const isOpen = (title: string) => toggle(title).getAttribute('aria-expanded') === 'true';

/** The value a term list gives for a label, within an element. */
function valueOf(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The amount a table row gives for its heading. */
function rowAmount(table: HTMLElement, heading: string): string {
  const row = within(table).getByRole('rowheader', { name: heading }).closest('tr');
  return row?.querySelector('td')?.textContent ?? '';
}

describe('CreditPanel', () => {
  it('shows the six sections closed at first', () => {
    renderPanel();
    expect(SECTION_TITLES).toHaveLength(6);
    for (const title of SECTION_TITLES) {
      expect(isOpen(title)).toBe(false);
      expect(screen.queryByRole('region', { name: title })).toBeNull();
    }
  });

  it('opens and closes each section on its own', async () => {
    const { user } = renderPanel();
    for (const title of SECTION_TITLES) {
      await user.click(toggle(title));
      expect(isOpen(title)).toBe(true);
      expect(section(title)).toBeDefined();
      const others = SECTION_TITLES.filter((other) => other !== title);
      for (const other of others) expect(isOpen(other)).toBe(false);
      await user.click(toggle(title));
      expect(isOpen(title)).toBe(false);
    }

    await user.click(toggle(text.sections.costs));
    await user.click(toggle(text.sections.faqs));
    expect(isOpen(text.sections.costs)).toBe(true);
    expect(isOpen(text.sections.faqs)).toBe(true);
    await user.click(toggle(text.sections.costs));
    expect(isOpen(text.sections.costs)).toBe(false);
    expect(isOpen(text.sections.faqs)).toBe(true);
  });

  it('ties each toggle to the section it controls', () => {
    renderPanel();
    for (const title of SECTION_TITLES) {
      const controlled = document.getElementById(toggle(title).getAttribute('aria-controls') ?? '');
      expect(controlled?.getAttribute('aria-labelledby')).toBe(toggle(title).id);
    }
  });

  it('breaks the payments down: deposit, the unequal first instalment, then ten standard ones', () => {
    renderPanel();
    const plan = screen.getByRole('table', { name: text.breakdown.title });
    expect(rowAmount(plan, labels.deposit)).toBe('£90.70');
    expect(rowAmount(plan, labels.firstInstalment)).toBe('£104.31');
    expect(rowAmount(plan, text.breakdown.thenInstalments(10))).toBe('£104.30');
    expect(rowAmount(plan, labels.totalPremium)).toBe('£1,238.01');
    expect(screen.getByText(text.breakdown.summary(11, 11))).toBeDefined();

    const breakdown = screen.getByRole('region', { name: text.breakdown.title });
    expect(valueOf(breakdown, labels.amountOfCredit)).toBe('£997.66');
    expect(valueOf(breakdown, labels.interest)).toBe('£149.65');
    expect(valueOf(breakdown, labels.apr)).toBe('33%');
    expect(valueOf(breakdown, labels.administrationFee)).toBe('£0.00');
  });

  it('shows eleven equal instalments when there is no unequal first one', () => {
    renderPanel({
      option: aDirectDebitOption({
        unequalInstalmentAmount: undefined,
        standardInstalmentAmount: { amount: 95.5, currency: 'GBP' },
      }),
    });
    const plan = screen.getByRole('table', { name: text.breakdown.title });
    expect(rowAmount(plan, text.breakdown.instalments(11))).toBe('£95.50');
    expect(within(plan).queryByRole('rowheader', { name: labels.firstInstalment })).toBeNull();
  });

  it('explains the option in the Important Information panel, naming the lender and the broker', () => {
    renderPanel();
    const intro = screen.getByRole('region', { name: text.intro.title });
    const lender = TEXT.credit.lender(brand.storefrontName);
    for (const paragraph of text.intro.paragraphs(lender, brand.storefrontName)) {
      expect(within(intro).getByText(paragraph)).toBeDefined();
    }
  });

  it('states the key features from the option', async () => {
    const { user } = renderPanel();
    await user.click(toggle(text.sections.keyFeatures));
    const features = section(text.sections.keyFeatures);
    expect(valueOf(features, labels.amountOfCredit)).toContain('£997.66');
    expect(valueOf(features, labels.duration)).toBe(text.keyFeatures.durationValue(11));
    expect(valueOf(features, text.keyFeatures.repayments)).toBe(
      text.keyFeatures.unequalRepayments('£104.31', 10, '£104.30'),
    );
    expect(valueOf(features, labels.paymentsCount)).toBe('11');
    expect(valueOf(features, labels.totalPremium)).toContain('£1,238.01');
    expect(valueOf(features, text.keyFeatures.lender)).toBe(
      TEXT.credit.lender(brand.storefrontName),
    );
  });

  it('states the costs: the option’s APR, fixed interest, no fee and the lender’s charges', async () => {
    const { user } = renderPanel({ option: aDirectDebitOption({ apr: 29.9 }) });
    await user.click(toggle(text.sections.costs));
    const costs = section(text.sections.costs);
    expect(valueOf(costs, text.costs.aprLong)).toContain('29.9%');
    expect(valueOf(costs, labels.interestRate)).toBe(text.costs.interestRateValue('15%'));
    expect(valueOf(costs, labels.interest)).toBe('£149.65');
    expect(valueOf(costs, labels.administrationFee)).toBe('£0.00');

    const charges = within(costs).getByRole('table');
    expect(rowAmount(charges, text.costs.charges.latePayment)).toBe('£25.00');
    expect(rowAmount(charges, text.costs.charges.defaultNotice)).toBe(text.costs.upTo('£10.00'));
    expect(rowAmount(charges, text.costs.charges.unpaidCheque)).toBe(text.costs.upTo('£25.00'));
    expect(rowAmount(charges, text.costs.charges.unpaidInstalment)).toBe(text.costs.upTo('£25.00'));
    expect(rowAmount(charges, text.costs.charges.recallingStandingOrder)).toBe(
      text.costs.upTo('£10.00'),
    );
    expect(rowAmount(charges, text.costs.charges.collectionAgency)).toBe(text.costs.upTo('£50.00'));
  });

  it('states the rights of withdrawal and complaint', async () => {
    const { user } = renderPanel();
    await user.click(toggle(text.sections.legal));
    const legal = section(text.sections.legal);
    expect(within(legal).getByText(text.legal.withdrawal.body(14, 30))).toBeDefined();
    expect(within(legal).getByText(text.legal.default.body(14))).toBeDefined();
    expect(within(legal).getByText(text.legal.complaints.body(6))).toBeDefined();
  });

  it('answers what paying monthly costs more by', async () => {
    const { user } = renderPanel();
    await user.click(toggle(text.sections.faqs));
    const faqs = section(text.sections.faqs);
    expect(valueOf(faqs, text.faqs.costsMore.question)).toBe(text.faqs.costsMore.answer('£149.65'));
    expect(valueOf(faqs, text.faqs.missedPayment.question)).toBe(
      text.faqs.missedPayment.answer('£25.00', brand.supportPhone),
    );
  });

  it('gives the lender’s phone number in Contact Details', async () => {
    const { user } = renderPanel();
    await user.click(toggle(text.sections.contact));
    const contact = section(text.sections.contact);
    const phone = within(contact).getByRole('link', { name: brand.supportPhone });
    expect(phone.getAttribute('href')).toBe(`tel:${brand.supportPhone.replace(/\s/g, '')}`);
  });

  it('offers Save Contact Details on a mobile device and reports the press', async () => {
    const { user, onSaveContactDetails } = renderPanel({ isMobileDevice: true });
    await user.click(toggle(text.sections.contact));
    await user.click(
      within(section(text.sections.contact)).getByRole('button', {
        name: text.contact.saveContactDetails,
      }),
    );
    expect(onSaveContactDetails).toHaveBeenCalledTimes(1);
  });

  it('has no Save Contact Details elsewhere', async () => {
    const { user } = renderPanel({ isMobileDevice: false });
    await user.click(toggle(text.sections.contact));
    expect(screen.queryByRole('button', { name: text.contact.saveContactDetails })).toBeNull();
  });

  it('shows the four payment brands in the secure-payment banner', () => {
    renderPanel();
    const brands = screen.getByRole('list', { name: text.secure.brands });
    for (const name of [
      text.secure.visa,
      text.secure.mastercard,
      text.secure.directDebit,
      text.secure.maestro,
    ]) {
      expect(within(brands).getByRole('img', { name })).toBeDefined();
    }
  });
});
