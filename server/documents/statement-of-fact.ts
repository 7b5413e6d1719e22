/**
 * The statement of fact a take-up sent (TakeUpQuote's `statementOfFact`): the customer's answers under each
 * question as the quote pages worded it, on as many A4 pages as they take.
 */
import type { StatementOfFact } from '../contract';
import { STOREFRONT_NAME, a4Pdf } from './a4-pdf';

export const STATEMENT_OF_FACT_TITLE = 'Statement of fact';

export interface StatementOfFactDetails {
  policyReference: string;
  quoteReference: string;
  statement: StatementOfFact;
}

const TITLE = { bold: true, size: 18, lineHeight: 18 } as const;
const HEADING = { bold: true, size: 13, lineHeight: 17 } as const;
const QUESTION = { bold: true, size: 10, lineHeight: 14 } as const;
const BODY = { size: 10, lineHeight: 14 } as const;

/** The line that says which wording the questions are in: the customer answered that wording. */
export const wordingLine = (wordingVersion: string) =>
  `Questions as worded in version ${wordingVersion} of our quote pages`;

/** An answer left empty is shown as such rather than as a gap a reader might take for a lost line. */
export const NO_ANSWER = '(not answered)';

export function statementOfFactPdf(details: StatementOfFactDetails): Promise<Uint8Array> {
  return a4Pdf(STATEMENT_OF_FACT_TITLE, (writer) => {
    writer.text(STATEMENT_OF_FACT_TITLE, TITLE);
    writer.space(BODY.lineHeight / 2);
    writer.text(`${STOREFRONT_NAME} hire and reward motor insurance`, BODY);
    writer.text(`Policy reference: ${details.policyReference}`, BODY);
    writer.text(`Quote reference: ${details.quoteReference}`, BODY);
    writer.space(BODY.lineHeight / 2);
    writer.text(wordingLine(details.statement.wordingVersion), BODY);
    for (const section of details.statement.sections) {
      writer.space(BODY.lineHeight);
      writer.text(section.heading, HEADING);
      for (const { question, answer } of section.answers) {
        writer.space(BODY.lineHeight / 2);
        writer.text(question, QUESTION);
        writer.text(answer.trim() || NO_ANSWER, BODY);
      }
    }
    writer.space(BODY.lineHeight);
    writer.text(
      `These are the answers you gave when you bought your policy. Tell us at once if any of them is wrong: a wrong answer can leave you without cover. This is a sandbox document issued by ${STOREFRONT_NAME}.`,
      BODY,
    );
  });
}
