import { outcomeText } from '../../../machines/session';
import {
  policyDocumentsView as documentsView,
  type PolicyDocumentsView,
} from '../../../machines/payment/view';
import { brand } from '../../app/config/brand';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import './policy-documents.css';

const text = outcomeText.documents;

const sameView = (a: PolicyDocumentsView, b: PolicyDocumentsView) =>
  a.shown === b.shown &&
  a.list === b.list &&
  a.downloading === b.downloading &&
  a.failedDownload === b.failedDownload &&
  a.canDownload === b.canDownload;

/** The policy's documents on thank-you (spec 2 §7): each downloads as a PDF under its file name. */
export function PolicyDocuments() {
  const journey = useJourney();
  const view = useJourneySelector(documentsView, sameView);
  if (view.shown === 'waiting') return null;
  return (
    <section className="policy-documents" aria-labelledby="policy-documents-heading">
      <h2 id="policy-documents-heading">{text.heading}</h2>
      {view.shown === 'loading' && <p role="status">{text.loading}</p>}
      {view.shown === 'none' && <p>{text.none}</p>}
      {view.shown === 'unavailable' && <p>{text.listFailed(brand.supportPhone)}</p>}
      {view.shown === 'list' && (
        <ul className="policy-documents__list">
          {view.list.map((item) => {
            const busy = view.downloading?.id === item.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="button"
                  disabled={!view.canDownload}
                  aria-busy={busy}
                  onClick={() => journey.send({ type: 'documents.download', documentId: item.id })}
                >
                  {text.download(item.fileName)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="policy-documents__status">
        {view.downloading ? text.downloading(view.downloading.fileName) : ''}
      </p>
      {view.failedDownload !== null && (
        <p role="alert" className="policy-documents__error">
          {text.downloadFailed(view.failedDownload, brand.supportPhone)}
        </p>
      )}
    </section>
  );
}
