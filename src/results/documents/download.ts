import { creditText } from '../../../machines/results/credit-text';
import { saveFile } from '../../app/journey/save-file';
import { fetchedAgain } from '../../ui/fetched-again';
import type { CreditDocumentKind } from '../../../machines/results';
import type { CreditDocumentFacts } from '../../../machines/results';

/** spec 2 §2 Acceptance block: the names the two credit documents download under. */
export const CREDIT_DOCUMENT_FILE_NAMES: Readonly<Record<CreditDocumentKind, string>> =
  creditText.documents;
export const PRE_CONTRACT_FILE_NAME = CREDIT_DOCUMENT_FILE_NAMES.preContract;
export const LOAN_AGREEMENT_FILE_NAME = CREDIT_DOCUMENT_FILE_NAMES.loanAgreement;

const PDF_TYPE = 'application/pdf';

/** The documents' builders (and pdf-lib), fetched on the first download and again after a failed fetch. */
const builders = fetchedAgain(() => import('./credit-pdfs'));

export { REVOKE_DELAY_MS, saveFile } from '../../app/journey/save-file';

/** Builds one credit document on demand (pdf-lib loads only now) and saves it under its spec name. */
export async function downloadCreditDocument(
  kind: CreditDocumentKind,
  facts: CreditDocumentFacts,
): Promise<void> {
  const pdfs = await builders();
  const build =
    kind === 'preContract' ? pdfs.buildPreContractInformation : pdfs.buildFixedSumLoanAgreement;
  saveFile(await build(facts), CREDIT_DOCUMENT_FILE_NAMES[kind], PDF_TYPE);
}
