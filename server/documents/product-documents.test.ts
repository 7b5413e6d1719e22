/** Each product's documents to read before buying (issue #28), served as real PDFs to anyone. */
import { describe, expect, it } from 'vitest';
import { sandboxForTests } from '../testing/sandbox';
import { readPdf } from './read-pdf';

const sandbox = sandboxForTests();

async function documentOf(product: string, kind: string) {
  const response = await fetch(
    `${sandbox.running().url}/api/v1/Document/GetProductDocument/${product}/${kind}`,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

describe('the documents to read before buying', () => {
  it.each([
    [
      'Annual',
      'IPID',
      'Insurance Product Information Document: Annual hire and reward motor insurance',
    ],
    [
      'ThirtyDay',
      'IPID',
      'Insurance Product Information Document: 30-day hire and reward motor insurance',
    ],
    ['Annual', 'PolicyWording', 'Policy wording: Annual hire and reward motor insurance'],
    ['ThirtyDay', 'PolicyWording', 'Policy wording: 30-day hire and reward motor insurance'],
  ])(
    '%s %s is a one-page PDF titled for its product, with no quote access needed',
    async (product, kind, title) => {
      const { response, bytes } = await documentOf(product, kind);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
      const pdf = await readPdf(bytes);
      expect(pdf.pageCount).toBe(1);
      expect(pdf.title).toBe(title);
    },
  );

  it('states each product’s own right to cancel', async () => {
    const textOf = async (product: string) =>
      (await readPdf((await documentOf(product, 'IPID')).bytes)).pages.flat().join(' ');
    const annual = await textOf('Annual');
    const thirtyDay = await textOf('ThirtyDay');
    expect(annual).toContain('within 14 days');
    expect(annual).not.toContain('no statutory right to cancel');
    expect(thirtyDay).toContain('no statutory right to cancel');
    expect(thirtyDay).not.toContain('within 14 days');
  });

  it('refuses a product or a kind the contract does not name', async () => {
    expect((await documentOf('Monthly', 'IPID')).response.status).toBe(400);
    expect((await documentOf('Annual', 'Brochure')).response.status).toBe(400);
  });
});
