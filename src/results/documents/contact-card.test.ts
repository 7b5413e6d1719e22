import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../app/config/brand';
import { CONTACT_CARD_FILE_NAME, contactCard, saveContactCard } from './contact-card';
import { lenderContact } from './lender';

/** The card's properties after unfolding, by name (parameters dropped), in order. */
function parseVCard(card: string): [name: string, value: string][] {
  expect(card.endsWith('\r\n')).toBe(true);
  const lines = card.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
  return lines.map((line) => {
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    return [line.slice(0, colon).split(';')[0] ?? '', line.slice(colon + 1)];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contactCard', () => {
  it('is a vCard 3.0 for the lender, with the support phone', () => {
    const properties = parseVCard(contactCard());
    expect(properties[0]).toEqual(['BEGIN', 'VCARD']);
    expect(properties[1]).toEqual(['VERSION', '3.0']);
    expect(properties.at(-1)).toEqual(['END', 'VCARD']);
    const byName = new Map(properties);
    expect(byName.get('FN')).toBe('DropCover Finance Limited');
    expect(byName.get('ORG')).toBe('DropCover Finance Limited');
    expect(byName.get('TEL')).toBe(brand.supportPhone);
    expect(byName.get('TEL')).toBe('0808 157 0192');
    expect(byName.get('EMAIL')).toBe(lenderContact.email);
    expect(byName.get('ADR')).toBe(
      ';;Example House\\, 1 Courier Way;Northampton;;NN4 0ZZ;United Kingdom',
    );
    expect(byName.get('NOTE')).toBe('Credit broker: DropCover');
  });

  it('escapes text values and folds long lines', () => {
    const lender = `Semi;colon\\Back, ${'Long '.repeat(20)}Finance`;
    const card = contactCard({ ...lenderContact, lender });
    for (const line of card.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
    expect(new Map(parseVCard(card)).get('FN')).toBe(
      `Semi\\;colon\\\\Back\\, ${'Long '.repeat(20)}Finance`,
    );
  });
});

describe('saveContactCard', () => {
  it('downloads the card as contact.vcf', async () => {
    let saved: { fileName: string; blob: Blob } | undefined;
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:card', blob as Blob);
      return 'blob:card';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { fileName: this.download, blob: blobs.get(this.href) ?? new Blob() };
    });

    saveContactCard();

    expect(CONTACT_CARD_FILE_NAME).toBe('contact.vcf');
    expect(saved?.fileName).toBe('contact.vcf');
    expect(saved?.blob.type).toBe('text/vcard');
    expect(await saved?.blob.text()).toBe(contactCard());
  });
});
