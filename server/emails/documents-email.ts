/**
 * "Your documents": the email a take-up sends the customer, linking each of the policy's documents and the
 * product's documents to read before buying. The links are absolute, on the origin the customer bought
 * through, so they open where the customer's browser holds the quote access cookie the policy documents ask
 * for (server/quote-access.ts); the product documents open anywhere.
 */
import type { PolicyDuration } from '../contract';
import { STOREFRONT_NAME } from '../documents/a4-pdf';
import {
  productDocumentTitle,
  type Product,
  type ProductDocumentKind,
} from '../documents/product-documents';
import { newReference } from '../quoting';
import type { EmailLink, OutboxEmail } from '../store/outbox';

export interface DocumentsEmailDetails {
  to: string;
  policyRef: string;
  /** The origin the take-up came to (`https://host`): where the links point. */
  origin: string;
  /** The policy's documents, each by its DownloadDocumentById id. */
  documents: readonly { id: string; title: string }[];
  policyTermType: PolicyDuration;
  /** Whether a statement of fact is among the documents: the customer is asked to check it. */
  statementKept: boolean;
  now: Date;
}

const PRODUCT_DOCUMENT_KINDS: readonly ProductDocumentKind[] = ['IPID', 'PolicyWording'];

/** The product whose documents a policy of this term reads: annual, or the 30-day one for anything shorter. */
export const productOfTerm = (term: PolicyDuration): Product =>
  term === 'Annual' ? 'Annual' : 'ThirtyDay';

export const documentsEmailSubject = (policyRef: string) =>
  `Your ${STOREFRONT_NAME} documents for policy ${policyRef}`;

function linksOf(details: DocumentsEmailDetails): EmailLink[] {
  const product = productOfTerm(details.policyTermType);
  return [
    ...details.documents.map(({ id, title }) => ({
      label: title,
      href: `${details.origin}/api/v1/Document/DownloadDocumentById/${encodeURIComponent(id)}`,
    })),
    ...PRODUCT_DOCUMENT_KINDS.map((kind) => ({
      label: productDocumentTitle(product, kind),
      href: `${details.origin}/api/v1/Document/GetProductDocument/${product}/${kind}`,
    })),
  ];
}

export function documentsEmail(details: DocumentsEmailDetails): OutboxEmail {
  const links = linksOf(details);
  const text = [
    `Thank you for buying your ${STOREFRONT_NAME} hire and reward motor insurance. Your policy reference is ${details.policyRef}.`,
    '',
    'Your documents are below. Open the links in the browser you bought your policy with: your policy documents open there.',
    ...(details.statementKept
      ? [
          '',
          'Please read your statement of fact and tell us at once if any answer is wrong: a wrong answer can leave you without cover.',
        ]
      : []),
    '',
    ...links.map(({ label, href }) => `${label}: ${href}`),
  ].join('\n');
  return {
    id: newReference('MAIL'),
    sentAt: details.now.toISOString(),
    to: details.to,
    subject: documentsEmailSubject(details.policyRef),
    text,
    links,
  };
}
