import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../server/documents/read-pdf';
import { PdfLayout, type Overflow } from './pdf-layout';

const info = {
  title: 'Layout test',
  author: 'Tester',
  subject: 'Overflow',
  footer: 'Footer',
  pageNumber: (page: number, pages: number) => `${page}/${pages}`,
};

async function longDocument(overflow: Overflow) {
  const layout = await PdfLayout.create(info, overflow);
  for (let index = 1; index <= 120; index += 1) layout.paragraph(`Paragraph ${index}`);
  return layout.save();
}

describe('PdfLayout', () => {
  it('flows onto new pages, numbering each in its footer', async () => {
    const pdf = await readPdf(await longDocument('newPage'));
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.pages.flat()).toContain('Paragraph 120');
    expect(pdf.pages[0]).toContain(`Footer   1/${pdf.pageCount}`);
  });

  it('refuses to overflow a fixed page rather than add one', async () => {
    await expect(longDocument('fail')).rejects.toThrow('Layout test does not fit page 1');
  });

  it('keeps the line breaks of a row value given as lines', async () => {
    const layout = await PdfLayout.create(info, 'fail');
    layout.rows([['Address', ['1 Road', 'Town', 'AB1 2CD']]]);
    const pdf = await readPdf(await layout.save());
    expect(pdf.pages[0]?.slice(0, 4)).toEqual(['Address', '1 Road', 'Town', 'AB1 2CD']);
  });
});
