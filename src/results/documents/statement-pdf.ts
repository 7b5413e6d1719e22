/**
 * The statement of fact as a PDF (issue #28), built in the browser from the answers on demand: pdf-lib, and the
 * wording of every question the statement repeats, load only when the customer asks for it. The sandbox keeps its
 * own copy of the same statement with the policy.
 */
import type { StatementOfFact } from '../../../machines/core/contract';
import { statementOfFactOf, statementText, type StatementSource } from '../../../machines/wizard';
import { documentText } from './credit-document-text';
import { PdfLayout } from './pdf-layout';

/** The customer's answers worded as the wizard asked them, laid out as the statement's PDF. */
export function statementOfFactPdf(
  source: StatementSource,
  quoteRef: string,
  storefront: string,
): Promise<Uint8Array> {
  return buildStatementOfFact(statementOfFactOf(source), quoteRef, storefront);
}

export async function buildStatementOfFact(
  statement: StatementOfFact,
  quoteRef: string,
  storefront: string,
): Promise<Uint8Array> {
  const doc = await PdfLayout.create(
    {
      title: statementText.title,
      author: storefront,
      subject: statementText.about(quoteRef, statement.wordingVersion),
      footer: `${storefront} · ${statementText.title} · ${quoteRef}`,
      pageNumber: documentText.pageNumber,
    },
    'newPage',
  );
  doc.title(statementText.title);
  doc.paragraph(statementText.about(quoteRef, statement.wordingVersion));
  doc.paragraph(statementText.check, { bold: true });
  for (const section of statement.sections) {
    doc.heading(section.heading);
    doc.rows(
      section.answers.map(({ question, answer }) => [question, answer.split('\n')] as const),
    );
  }
  return doc.save();
}
