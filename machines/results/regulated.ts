/**
 * What a customer reads before they buy and again once they have (issue #28): the product's documents, who the
 * broker is and who regulates it, the right to cancel the product, and where to complain and what protects
 * them. Pure rules: `regulatedInformationOf` gives the section as the pages show it, from the product and the
 * brand's parties, so results, the 30-day offer and thank-you say the same.
 */
import type { CancellationTerm } from './product-term';
import { regulatedText } from './regulated-text';

export { cancellationTermOf, type CancellationTerm } from './product-term';

/** The product documents the sandbox (or the insurer) serves, one per product and kind. */
export type ProductDocumentKind = 'IPID' | 'PolicyWording';

/** The right to cancel the customer reads for `term`, chosen from the catalogue by the policy's duration. */
export function cancellationRights(term: CancellationTerm, phone: string): readonly string[] {
  const text = regulatedText.cancellation;
  return term === 'Annual' ? text.annual : text.thirtyDay(phone);
}

/** The product being bought (or bought): its term when known, and the insurer the quote names. */
export interface RegulatedProduct {
  term: CancellationTerm | null;
  insurer: string | null;
}

/** Who sells the insurance, from the brand's configuration. */
export interface RegulatedParties {
  storefrontName: string;
  supportPhone: string;
  broker: {
    legalName: string;
    actsFor: 'customer' | 'insurer';
    regulator: string;
    firmReferenceNumber: string;
  };
}

export interface ProductDocumentLink {
  term: CancellationTerm;
  kind: ProductDocumentKind;
  label: string;
}

export interface RegulatedSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface RegulatedInformation {
  heading: string;
  /** The product's documents; none while the product is not known. */
  documents: { heading: string; links: readonly ProductDocumentLink[] } | null;
  whoWeAre: RegulatedSection;
  /** The right to cancel the product; none while the product is not known. */
  cancellation: RegulatedSection | null;
  complaints: RegulatedSection;
}

const productName = (term: CancellationTerm) =>
  term === 'Annual' ? regulatedText.documents.annual : regulatedText.documents.thirtyDay;

/** Buy Now's acknowledgement names the documents of the product being bought. */
export const acknowledgedDocuments = (term: CancellationTerm): string =>
  regulatedText.documents.acknowledge(productName(term));

/** The section as a page shows it: `purchased` once the policy is bought (the documents are then to keep). */
export function regulatedInformationOf(
  { term, insurer }: RegulatedProduct,
  parties: RegulatedParties,
  purchased = false,
): RegulatedInformation {
  const text = regulatedText;
  const { broker } = parties;
  return {
    heading: purchased ? text.afterPurchaseHeading : text.heading,
    documents: term && {
      heading: purchased ? text.documents.afterPurchaseHeading : text.documents.heading,
      links: [
        { term, kind: 'IPID', label: text.documents.ipid(productName(term)) },
        { term, kind: 'PolicyWording', label: text.documents.wording(productName(term)) },
      ],
    },
    whoWeAre: {
      heading: text.whoWeAre.heading,
      paragraphs: [
        text.whoWeAre.broker(parties.storefrontName, broker.legalName, broker.actsFor),
        text.whoWeAre.regulated(broker.legalName, broker.regulator, broker.firmReferenceNumber),
        ...(insurer ? [text.whoWeAre.insurer(insurer)] : []),
      ],
    },
    cancellation: term && {
      heading: text.cancellation.heading,
      paragraphs: cancellationRights(term, parties.supportPhone),
    },
    complaints: {
      heading: text.complaints.heading,
      paragraphs: [
        text.complaints.complain(parties.supportPhone),
        text.complaints.ombudsman,
        text.complaints.compensation,
      ],
    },
  };
}
