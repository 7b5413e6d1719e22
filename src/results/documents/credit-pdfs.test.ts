import { describe, expect, it } from 'vitest';
import { aDirectDebitOption } from '../../../machines/testing/factories';
import { readPdf } from '../../../server/documents/read-pdf';
import { buildFixedSumLoanAgreement, buildPreContractInformation } from './credit-pdfs';
import { aCreditDocumentFacts } from './facts.fixture';

/** The string drawn right after `label`: a row's value sits beside its label. */
const after = (lines: readonly string[], label: string) => lines[lines.indexOf(label) + 1];

// The sandbox option of the fixture: deposit £90.70, credit £997.66, interest £149.65, total £1,238.01,
// a first instalment of £104.31 and 10 of £104.30.
const amounts = ['£90.70', '£997.66', '£149.65', '£1,238.01', '£104.31', '£104.30'];

describe('buildFixedSumLoanAgreement', () => {
  it('is a PDF of exactly two pages titled as the agreement', async () => {
    const pdf = await readPdf(await buildFixedSumLoanAgreement(aCreditDocumentFacts()));
    expect(pdf.pageCount).toBe(2);
    expect(pdf.title).toBe('Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974');
    expect(pdf.pages[0]?.slice(0, 2).join(' ')).toBe(pdf.title);
  });

  it('is dated today and commences on the payment date, dd/MM/yyyy', async () => {
    const { pages } = await readPdf(await buildFixedSumLoanAgreement(aCreditDocumentFacts()));
    const first = pages[0] ?? [];
    expect(after(first, 'Agreement date')).toBe('24/11/2026');
    expect(after(first, 'Commencement date')).toBe('23/12/2026');
  });

  it('is between the lender and the customer, by name and address', async () => {
    const facts = aCreditDocumentFacts();
    const { pages } = await readPdf(await buildFixedSumLoanAgreement(facts));
    const first = pages[0] ?? [];
    expect(after(first, 'The lender')).toBe('DropCover Finance Limited');
    const customer = first.indexOf('The customer');
    expect(first.slice(customer + 1, customer + 5)).toEqual([
      'Sam Rider',
      ...facts.customerAddress,
    ]);
    expect(first).toContain('DC-CREDIT-1');
  });

  it('states the amounts in pounds, interest fixed at 15% and the APR as 33%', async () => {
    const { pages } = await readPdf(await buildFixedSumLoanAgreement(aCreditDocumentFacts()));
    const first = pages[0] ?? [];
    for (const amount of amounts) expect(first).toContain(amount);
    expect(after(first, 'Total amount of credit')).toBe('£997.66');
    expect(after(first, 'Deposit, paid by card when you buy')).toBe('£90.70');
    expect(after(first, 'Total premium (total amount payable)')).toBe('£1,238.01');
    expect(after(first, 'Rate of interest')).toMatch(/^15% a year, fixed/);
    expect(after(first, 'APR')).toBe('33%');
  });

  it("prints 33% whatever the option's own APR", async () => {
    const facts = aCreditDocumentFacts({ option: aDirectDebitOption({ apr: 29.9 }) });
    const { pages } = await readPdf(await buildFixedSumLoanAgreement(facts));
    expect(after(pages[0] ?? [], 'APR')).toBe('33%');
    expect(pages.flat().join('\n')).not.toContain('29.9');
  });

  it('schedules the 11 instalments monthly from the payment date', async () => {
    const { pages } = await readPdf(await buildFixedSumLoanAgreement(aCreditDocumentFacts()));
    const first = pages[0] ?? [];
    const table = first.indexOf('Due on');
    const rows = first.slice(table + 2, table + 2 + 33);
    expect(rows.slice(0, 3)).toEqual(['1', '23/12/2026', '£104.31']);
    expect(rows.slice(3, 6)).toEqual(['2', '23/01/2027', '£104.30']);
    expect(rows.slice(30, 33)).toEqual(['11', '23/10/2027', '£104.30']);
  });

  it("gives the lender's charges and the customer's rights on the second page", async () => {
    const { pages } = await readPdf(await buildFixedSumLoanAgreement(aCreditDocumentFacts()));
    const second = pages[1] ?? [];
    const text = second.join(' ');
    expect(after(second, 'Late or missed payment')).toBe('£25.00');
    expect(after(second, 'Default notice')).toBe('Up to £10.00');
    expect(after(second, 'Unpaid cheque')).toBe('Up to £25.00');
    expect(after(second, 'Unpaid instalment')).toBe('Up to £25.00');
    expect(after(second, 'Recalling a standing order')).toBe('Up to £10.00');
    expect(after(second, 'Passing your account to a collection agency')).toBe('Up to £50.00');
    for (const term of [
      'within 14 days',
      '30 calendar days',
      'at least 14 days',
      '48 hours',
      '6 months',
      'at least 10 working days',
      'within 1 business day',
      'Debit 10 working days',
    ]) {
      expect(text).toContain(term);
    }
    expect(text).toContain('I accept on 24/11/2026');
  });

  it('says the first payment commences it when the payment date is not known', async () => {
    const facts = aCreditDocumentFacts({ paymentDate: null });
    const pdf = await readPdf(await buildFixedSumLoanAgreement(facts));
    expect(pdf.pageCount).toBe(2);
    expect(after(pdf.pages[0] ?? [], 'Commencement date')).toBe('the date of your first payment');
  });

  it('still fits two pages for a long name and address', async () => {
    const facts = aCreditDocumentFacts({
      customerName: `Alexandria Bartholomew-Fitzwilliam ${'Montgomery-Smythe '.repeat(4)}`.trim(),
      customerAddress: [
        'Flat 12, Courier House, The Very Long Building Name',
        '123 Extraordinarily Long Street Name Avenue',
        'Little Snoring on the Marsh',
        'Upper District',
        'North Yorkshire',
        'YO12 3AB',
      ],
    });
    const pdf = await readPdf(await buildFixedSumLoanAgreement(facts));
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0]).toContain('YO12 3AB');
  });
});

describe('buildPreContractInformation', () => {
  it('is titled as the pre-contract information and prepared today', async () => {
    const pdf = await readPdf(await buildPreContractInformation(aCreditDocumentFacts()));
    expect(pdf.title).toBe('Pre-Contract Credit Information');
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    expect(pdf.pages.flat().join(' ')).toContain(
      'Prepared for Sam Rider on 24/11/2026 for quote reference DC-CREDIT-1.',
    );
  });

  it("states the lender, the broker, the amounts, fixed 15% interest and the option's APR", async () => {
    const facts = aCreditDocumentFacts({ option: aDirectDebitOption({ apr: 29.9 }) });
    const lines = (await readPdf(await buildPreContractInformation(facts))).pages.flat();
    expect(after(lines, 'Creditor (the lender)')).toBe('DropCover Finance Limited');
    expect(after(lines, 'Credit broker')).toMatch(/^DropCover, /);
    expect(after(lines, 'Type of credit')).toMatch(/^A fixed sum loan, regulated by the Consumer/);
    for (const amount of amounts) expect(lines).toContain(amount);
    expect(after(lines, 'Total amount of credit')).toBe('£997.66');
    expect(after(lines, 'Rate of interest')).toMatch(/^15% a year, fixed/);
    expect(after(lines, 'Annual Percentage Rate of Charge (APR)')).toBe('29.9%');
    expect(after(lines, 'Duration of the credit agreement')).toBe('11 months');
    expect(after(lines, 'Number of payments')).toBe('11');
    expect(lines.join(' ')).toContain('The first instalment is collected on 23/12/2026.');
  });

  it('gives the charges and the right of withdrawal', async () => {
    const lines = (
      await readPdf(await buildPreContractInformation(aCreditDocumentFacts()))
    ).pages.flat();
    expect(after(lines, 'Late or missed payment')).toBe('£25.00');
    expect(after(lines, 'Passing your account to a collection agency')).toBe('Up to £50.00');
    expect(after(lines, 'Right of withdrawal')).toMatch(/within 14 days/);
  });
});
