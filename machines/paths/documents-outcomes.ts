/** The answers of the services that list and download a taken-up policy's documents (spec 2 §7, §8). */
import { JOURNEY_TEXT } from '../core/text';
import { answers, fails, serviceError, type ActorOutcome } from './actor-outcome';

/** A PDF's first bytes, enough to stand for a downloaded document. */
const aPdf = () => new Blob(['%PDF-1.4\n'], { type: 'application/pdf' });

export const documentsOutcomes: readonly ActorOutcome[] = [
  answers(
    'loadPolicyDocuments',
    'listed',
    [
      { id: 'DOC-1', fileName: 'Certificate of Motor Insurance.pdf' },
      { id: 'DOC-2', fileName: 'Policy Schedule.pdf' },
    ],
    'any purchase',
  ),
  fails(
    'loadPolicyDocuments',
    'noDocuments',
    serviceError(404, JOURNEY_TEXT.service.errors.noDocument),
    null,
  ),
  fails('loadPolicyDocuments', 'failed', serviceError(500, JOURNEY_TEXT.service.unexpected), null),

  answers(
    'downloadDocument',
    'downloaded',
    { blob: aPdf(), fileName: 'Certificate of Motor Insurance.pdf' },
    'any listed document',
  ),
  fails(
    'downloadDocument',
    'notFound',
    serviceError(404, JOURNEY_TEXT.service.errors.noDocument),
    null,
  ),
  fails('downloadDocument', 'failed', serviceError(500, JOURNEY_TEXT.service.unexpected), null),
];
