import { describe, expect, it } from 'vitest';
import { anOption, aThirtyDayOption } from '../testing/factories';
import {
  acknowledgedDocuments,
  cancellationRights,
  cancellationTermOf,
  regulatedInformationOf,
  type RegulatedParties,
} from './regulated';
import { regulatedText } from './regulated-text';

const PHONE = '0808 157 0192';

describe('the right to cancel, chosen by the policy duration (issue #28)', () => {
  it('an annual policy has a 14-day cooling-off period, refunds the days not covered, keeps the fee', () => {
    const rights = cancellationRights('Annual', PHONE).join(' ');
    expect(rights).toContain('within 14 days');
    expect(rights).toContain('cooling-off period');
    expect(rights).toContain('we refund the premium for the days you were not covered');
    expect(rights).toContain('The arrangement fee is not refundable.');
    expect(rights).not.toContain('no right to cancel');
  });

  it('a 30-day policy has no statutory right to cancel, and says how to stop its renewal', () => {
    const rights = cancellationRights('ThirtyDay', PHONE).join(' ');
    expect(rights).toContain('shorter than a month');
    expect(rights).toContain('no cooling-off period');
    expect(rights).toContain('the premium is not refunded');
    expect(rights).toContain("Answer No to 'Would you like your policy to renew automatically?'");
    expect(rights).toContain(`call us on ${PHONE}`);
    expect(rights).not.toContain('14 days');
  });

  it('reads the duration from the priced option', () => {
    expect(cancellationTermOf(anOption())).toBe('Annual');
    expect(cancellationTermOf(aThirtyDayOption())).toBe('ThirtyDay');
  });
});

const parties: RegulatedParties = {
  storefrontName: 'DropCover',
  supportPhone: PHONE,
  broker: {
    legalName: 'Sample Broking Ltd',
    actsFor: 'customer',
    regulator: 'Financial Conduct Authority',
    firmReferenceNumber: '000000',
  },
};

describe('the regulated information a page shows (issue #28)', () => {
  it.each([
    ['Annual', regulatedText.documents.annual],
    ['ThirtyDay', regulatedText.documents.thirtyDay],
  ] as const)(
    '%s: the product’s own documents, named again in Buy Now’s acknowledgement',
    (term, product) => {
      const information = regulatedInformationOf({ term, insurer: 'Sandbox Insurance' }, parties);
      expect(information.documents?.links).toEqual([
        { term, kind: 'IPID', label: regulatedText.documents.ipid(product) },
        { term, kind: 'PolicyWording', label: regulatedText.documents.wording(product) },
      ]);
      expect(information.cancellation?.paragraphs).toEqual(cancellationRights(term, PHONE));
      expect(information.whoWeAre.paragraphs).toContain(
        regulatedText.whoWeAre.insurer('Sandbox Insurance'),
      );
      expect(acknowledgedDocuments(term)).toContain(product);
      expect(acknowledgedDocuments(term)).toContain('Insurance Product Information Document');
    },
  );

  it('after the purchase the documents are the customer’s to keep; an unknown product lists none', () => {
    const bought = regulatedInformationOf({ term: 'Annual', insurer: null }, parties, true);
    expect(bought.heading).toBe(regulatedText.afterPurchaseHeading);
    expect(bought.documents?.heading).toBe(regulatedText.documents.afterPurchaseHeading);
    const unknown = regulatedInformationOf({ term: null, insurer: null }, parties, true);
    expect(unknown.documents).toBeNull();
    expect(unknown.cancellation).toBeNull();
    expect(unknown.complaints.paragraphs).toContain(regulatedText.complaints.ombudsman);
  });
});
