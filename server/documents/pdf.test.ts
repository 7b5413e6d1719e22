import { describe, expect, it } from 'vitest';
import { policyDocumentPdf, type PolicyDocumentDetails } from './pdf';
import { readPdf } from './read-pdf';

const details: PolicyDocumentDetails = {
  title: 'Certificate of Motor Insurance',
  policyReference: 'POL-ABC123',
  quoteReference: 'DC-XYZ789',
  proposerName: "Sam O'Driver (Jr)",
  vehicleRegistration: 'DL19 CAR',
  coverStart: new Date(2026, 6, 1, 9, 15),
  coverEnd: new Date(2027, 5, 30, 23, 59, 59),
};

const A4 = { width: 595.28, height: 841.89 };

describe('policyDocumentPdf', () => {
  it('writes a one-page A4 PDF titled with the document', async () => {
    const bytes = await policyDocumentPdf(details);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe('Certificate of Motor Insurance');
    expect(pdf.pageSizes).toEqual([A4]);
  });

  it('shows the title and the policy details, one line each', async () => {
    const { pages } = await readPdf(await policyDocumentPdf(details));
    expect(pages[0]).toEqual(
      expect.arrayContaining([
        'Certificate of Motor Insurance',
        'DropCover hire and reward motor insurance',
        'Policy reference: POL-ABC123',
        'Quote reference: DC-XYZ789',
        "Policyholder: Sam O'Driver (Jr)",
        'Vehicle registration: DL19 CAR',
        'Cover starts: 01/07/2026 at 09:15',
        'Cover ends: 30/06/2027 at 23:59',
      ]),
    );
  });

  it('draws names outside the standard fonts without failing, and wraps long lines', async () => {
    const proposerName = `Łukasz Wiśniewski-Nguyễn ${'Longname '.repeat(12)}☃`;
    const { pages } = await readPdf(await policyDocumentPdf({ ...details, proposerName }));
    const lines = pages[0] ?? [];
    const start = lines.findIndex((line) => line.startsWith('Policyholder: '));
    expect(lines[start]).toMatch(/^Policyholder: Lukasz Wisniewski-Nguyen Longname/);
    const wrapped = lines.slice(start, lines.indexOf('Vehicle registration: DL19 CAR'));
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join(' ')).toBe(
      `Policyholder: Lukasz Wisniewski-Nguyen ${'Longname '.repeat(12)}?`,
    );
  });
});
