import { TEXT } from '../../machines/core/catalogue';
import { cancellationRights, type CancellationTerm } from '../../machines/results';
import { brand } from '../app/config/brand';
import { config } from '../app/config/env';
import './regulated-information.css';

const text = TEXT.regulated;

export interface RegulatedInformationProps {
  heading: string;
  /** The product bought or being bought: its right to cancel; none when it is not known. */
  term: CancellationTerm | null;
  /** The insurer the quote names, if known. */
  insurer?: string | null;
  /** Shown after the purchase: the documents are the customer's to keep rather than to read first. */
  purchased?: boolean;
}

/** The sandbox's (or the insurer's) copy of a product's document, the same for every customer. */
export const productDocumentUrl = (term: CancellationTerm, kind: 'IPID' | 'PolicyWording') =>
  `${config.quoteApiUrl}/api/v1/Document/GetProductDocument/${term}/${kind}`;

function ProductDocuments({ term, purchased }: { term: CancellationTerm; purchased: boolean }) {
  const documents = text.documents;
  const product = term === 'Annual' ? documents.annual : documents.thirtyDay;
  return (
    <>
      <h3 className="regulated-information__documents-heading">
        {purchased ? documents.afterPurchaseHeading : documents.heading}
      </h3>
      <ul className="regulated-information__documents">
        <li>
          <a href={productDocumentUrl(term, 'IPID')} download>
            {documents.ipid(product)}
          </a>
        </li>
        <li>
          <a href={productDocumentUrl(term, 'PolicyWording')} download>
            {documents.wording(product)}
          </a>
        </li>
      </ul>
    </>
  );
}

/**
 * What a customer must be told before they buy and again once they have (issue #28): who the broker is and
 * who regulates it, the right to cancel the product, and where to complain and what protects them.
 */
export function RegulatedInformation({
  heading,
  term,
  insurer = null,
  purchased = false,
}: RegulatedInformationProps) {
  const { broker } = brand;
  return (
    <section className="regulated-information" aria-labelledby="regulated-information-heading">
      <h2 id="regulated-information-heading">{heading}</h2>
      {term && <ProductDocuments term={term} purchased={purchased} />}
      <details className="regulated-information__section">
        <summary>{text.whoWeAre.heading}</summary>
        <p>{text.whoWeAre.broker(brand.storefrontName, broker.legalName, broker.actsFor)}</p>
        <p>
          {text.whoWeAre.regulated(broker.legalName, broker.regulator, broker.firmReferenceNumber)}
        </p>
        {insurer && <p>{text.whoWeAre.insurer(insurer)}</p>}
      </details>
      {term && (
        <details className="regulated-information__section">
          <summary>{text.cancellation.heading}</summary>
          {cancellationRights(term, brand.supportPhone).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
      )}
      <details className="regulated-information__section">
        <summary>{text.complaints.heading}</summary>
        <p>{text.complaints.complain(brand.supportPhone)}</p>
        <p>{text.complaints.ombudsman}</p>
        <p>{text.complaints.compensation}</p>
      </details>
    </section>
  );
}
