/**
 * The documents a customer reads before buying (issue #28): each product's Insurance Product Information
 * Document and policy wording, one page each, the same for everyone.
 */
import { STOREFRONT_NAME, a4Pdf } from './a4-pdf';

export type Product = 'Annual' | 'ThirtyDay';
export type ProductDocumentKind = 'IPID' | 'PolicyWording';

const TITLE = { bold: true, size: 16, lineHeight: 19 } as const;
const BODY = { size: 10, lineHeight: 15 } as const;

const productName = (product: Product) =>
  product === 'Annual'
    ? 'Annual hire and reward motor insurance'
    : '30-day hire and reward motor insurance';

export const productDocumentTitle = (product: Product, kind: ProductDocumentKind) =>
  `${kind === 'IPID' ? 'Insurance Product Information Document' : 'Policy wording'}: ${productName(product)}`;

export const productDocumentFileName = (product: Product, kind: ProductDocumentKind) =>
  `${STOREFRONT_NAME}-${product === 'Annual' ? 'annual' : '30-day'}-${kind === 'IPID' ? 'IPID' : 'policy-wording'}.pdf`;

function cancellation(product: Product): string[] {
  return product === 'Annual'
    ? [
        'You may cancel within 14 days of the start of cover or of receiving your documents, whichever is later, and we refund the premium for the days not covered unless a claim has been made. The arrangement fee is not refundable.',
      ]
    : [
        'This policy lasts 30 days, shorter than a month: it has no statutory right to cancel and the premium is not refunded if you cancel. It renews every 30 days unless you stop automatic renewal.',
      ];
}

function lines(product: Product, kind: ProductDocumentKind): string[] {
  if (kind === 'IPID') {
    return [
      'This document is a summary of the key information about this insurance. Complete information is in the policy wording and your schedule.',
      '',
      'What is this type of insurance? Motor insurance for a car used to carry goods for hire and reward (food, parcel and courier deliveries).',
      'What is insured? Injury to other people and damage to their property; with comprehensive cover, fire, theft and damage to your own vehicle.',
      'What is not insured? Driving by anyone not named, use not shown on your schedule, wear and tear, the excesses shown on your schedule.',
      'Where am I covered? Great Britain, Northern Ireland, the Isle of Man and the Channel Islands.',
      'What are my obligations? Give true and complete answers, tell us of changes, report claims as soon as possible.',
      `When and how do I pay? ${product === 'Annual' ? 'In full by card, or monthly by Direct Debit under a credit agreement.' : 'In full by card for each 30 days.'}`,
      `When does the cover start and end? ${product === 'Annual' ? 'For 12 months from the start shown on your schedule.' : 'For 30 days from the start shown on your schedule.'}`,
      `How do I cancel the contract? ${cancellation(product).join(' ')}`,
    ];
  }
  return [
    'This policy wording, your schedule and your certificate of motor insurance make up your contract with the insurer.',
    '',
    'Section 1: Liability to other people. Section 2: Loss or damage to your vehicle (comprehensive cover). Section 3: Fire and theft.',
    'General exceptions: the policy does not cover use other than that shown on your certificate, or driving by anyone it does not allow.',
    `Cancellation: ${cancellation(product).join(' ')}`,
    'Complaints: call us first; you may then refer your complaint to the Financial Ombudsman Service. Your insurer is covered by the Financial Services Compensation Scheme.',
  ];
}

/** The product's document as a one-page A4 PDF. */
export function productDocumentPdf(
  product: Product,
  kind: ProductDocumentKind,
): Promise<Uint8Array> {
  const title = productDocumentTitle(product, kind);
  return a4Pdf(title, (writer) => {
    writer.text(title, TITLE);
    writer.space(BODY.lineHeight / 2);
    for (const line of [...lines(product, kind), '', `A sandbox document of ${STOREFRONT_NAME}.`]) {
      if (line) writer.text(line, BODY);
      else writer.space(BODY.lineHeight / 2);
    }
  });
}
