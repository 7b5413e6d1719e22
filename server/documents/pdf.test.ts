import { describe, expect, it } from 'vitest';
import { policyDocumentPdf, writePdf } from './pdf';

const details = {
  title: 'Certificate of Motor Insurance',
  policyReference: 'POL-ABC123',
  quoteReference: 'DC-XYZ789',
  proposerName: "Sam O'Driver (Jr)",
  vehicleRegistration: 'DL19 CAR',
  coverStart: new Date(2026, 6, 1, 9, 15),
  coverEnd: new Date(2027, 5, 30, 23, 59, 59),
};

function parse(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)/.exec(text.slice(startxref));
  const entries = (table?.[2] ?? '').match(/.{20}/gs) ?? [];
  return { text, startxref, size: Number(table?.[1]), entries };
}

describe('writePdf', () => {
  it('writes a PDF 1.4 file from header to %%EOF', () => {
    const { text } = parse(policyDocumentPdf(details));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('points every xref entry at its object', () => {
    const pdf = policyDocumentPdf(details);
    const { text, startxref, size, entries } = parse(pdf);
    expect(text.slice(startxref).startsWith('xref\n')).toBe(true);
    expect(entries).toHaveLength(size);
    expect(entries[0]).toBe('0000000000 65535 f \n');
    entries.slice(1).forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(entry.endsWith(' 00000 n \n')).toBe(true);
      expect(text.slice(offset, offset + 20).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
    });
  });

  it('gives the content stream its exact length', () => {
    const { text } = parse(policyDocumentPdf(details));
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    expect(match).not.toBeNull();
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(text.slice(start + Number(match?.[1])).startsWith('\nendstream')).toBe(true);
  });

  it('shows the document details, escaping PDF string syntax', () => {
    const { text } = parse(policyDocumentPdf(details));
    expect(text).toContain('(Certificate of Motor Insurance) Tj');
    expect(text).toContain('(Policy reference: POL-ABC123) Tj');
    expect(text).toContain('(Quote reference: DC-XYZ789) Tj');
    expect(text).toContain("(Policyholder: Sam O'Driver \\(Jr\\)) Tj");
    expect(text).toContain('(Vehicle registration: DL19 CAR) Tj');
    expect(text).toContain('(Cover starts: 01/07/2026 at 09:15) Tj');
    expect(text).toContain('(Cover ends: 30/06/2027 at 23:59) Tj');
    expect(text).toContain('DropCover');
  });

  it('encodes pounds and euros in WinAnsi and wraps long lines', () => {
    const long = `${'word '.repeat(30)}end`;
    const { text } = parse(writePdf({ title: 'Fees', lines: ['£25 or €30 \u2603', long] }));
    expect(text).toContain('(\\24325 or \\20030 ?) Tj');
    expect(text.match(/\(word[^)]*\) Tj/g)?.length).toBe(2);
  });
});
