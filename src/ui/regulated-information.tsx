import type { ReactNode } from 'react';
import type { RegulatedInformation as Information, RegulatedSection } from '../../machines/results';
import { productDocumentUrl } from '../api/documents';
import { config } from '../app/config/env';
import './regulated-information.css';

export interface RegulatedInformationProps {
  /** The section as machines/results/regulated.ts `regulatedInformationOf` words it. */
  information: Information;
  /** More of the customer's documents, listed after the product's (the statement of fact before Buy Now). */
  children?: ReactNode;
}

function Section({ section }: { section: RegulatedSection }) {
  return (
    <details className="regulated-information__section">
      <summary>{section.heading}</summary>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </details>
  );
}

/**
 * What a customer must be told before they buy and again once they have (issue #28): the product's documents,
 * who the broker is and who regulates it, the right to cancel the product, and where to complain.
 */
export function RegulatedInformation({ information, children }: RegulatedInformationProps) {
  const { documents, cancellation } = information;
  return (
    <section className="regulated-information" aria-labelledby="regulated-information-heading">
      <h2 id="regulated-information-heading">{information.heading}</h2>
      {documents && (
        <>
          <h3 className="regulated-information__documents-heading">{documents.heading}</h3>
          <ul className="regulated-information__documents">
            {documents.links.map((link) => (
              <li key={link.kind}>
                <a href={productDocumentUrl(config.quoteApiUrl, link.term, link.kind)} download>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
      <Section section={information.whoWeAre} />
      {cancellation && <Section section={cancellation} />}
      <Section section={information.complaints} />
    </section>
  );
}
