/**
 * The statement of fact a take-up sends is kept with the policy, listed among its documents and served as a
 * PDF of the questions as worded and the answers given; without one, the documents are as they were. On
 * PGlite and, where TEST_DATABASE_URL names a PostgreSQL server, on two sandboxes sharing it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PolicyDocument } from '../../server/contract';
import { readPdf } from '../../server/documents/read-pdf';
import { fetchAs, type Visitor } from '../../server/testing/http';
import { storeTargets, type Attacked } from '../security/stores';
import { aStatementOfFact, anEmailAddress, buyQuote, policyOf } from '../support/take-up';

const documentsPath = (policyRef: string) =>
  `/api/v1/Document/GetPolicyDocumentsByPolicyReference/${policyRef}`;

async function documentsOf(
  sandbox: Attacked,
  at: number,
  policyRef: string,
  visitor: Visitor,
): Promise<PolicyDocument[]> {
  const reply = await sandbox.call(at, 'GET', documentsPath(policyRef), { visitor });
  expect(reply.status).toBe(200);
  return reply.body as PolicyDocument[];
}

/** The text of a policy document, downloaded as the customer's browser does. */
async function textOf(sandbox: Attacked, at: number, documentId: string, visitor: Visitor) {
  const instance = sandbox.instances()[at % sandbox.instances().length];
  if (!instance) throw new Error('No sandbox');
  const response = await fetchAs(visitor)(
    `${instance.url}/api/v1/Document/DownloadDocumentById/${documentId}`,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
  const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
  return { pdf, lines: pdf.pages.flat() };
}

describe.each(storeTargets)('the statement of fact on $name', (target) => {
  const sandbox = target.forSuite();

  it('is listed among the policy’s documents and downloads as the questions and answers', async () => {
    const statementOfFact = aStatementOfFact({ wordingVersion: 'v7-sof' });
    const purchase = await buyQuote(sandbox, { email: anEmailAddress(), statementOfFact });
    const policyRef = policyOf(purchase);

    // Read through the other sandbox where there are two: it is kept in the store, not in one process.
    const documents = await documentsOf(sandbox, 1, policyRef, purchase.visitor);
    const statements = documents.filter((item) => /^statement of fact/i.test(item.fileName));
    expect(statements.map((item) => item.fileName)).toEqual(['Statement of fact.pdf']);
    const [statement] = statements;
    if (!statement) throw new Error('No statement of fact listed');

    const { pdf, lines } = await textOf(sandbox, 1, statement.id, purchase.visitor);
    expect(pdf.title).toBe('Statement of fact');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Statement of fact',
        `Policy reference: ${policyRef}`,
        `Quote reference: ${purchase.quote.quoteRef}`,
        'Questions as worded in version v7-sof of our quote pages',
      ]),
    );
    // Each section's heading, then each question with its answer on the line under it.
    for (const section of statementOfFact.sections) {
      const heading = lines.indexOf(section.heading);
      expect(heading).toBeGreaterThan(-1);
      for (const { question, answer } of section.answers) {
        const at = lines.indexOf(question, heading);
        expect(at).toBeGreaterThan(heading);
        expect(lines[at + 1]).toBe(answer);
      }
    }
  });

  it('flows a long statement over pages, wraps long answers and draws any text', async () => {
    const long = `I was stopped once on the ${'A road near Łódź ☃ '.repeat(12)}and given advice only.`;
    const statementOfFact = aStatementOfFact({
      sections: Array.from({ length: 12 }, (_, section) => ({
        heading: `Section ${String(section + 1)}`,
        answers: Array.from({ length: 6 }, (__, item) => ({
          question: `Question ${String(section + 1)}.${String(item + 1)}: have you ever…?`,
          answer: item === 0 ? long : 'No',
        })),
      })),
    });
    const purchase = await buyQuote(sandbox, { email: anEmailAddress(), statementOfFact });
    const documents = await documentsOf(sandbox, 0, policyOf(purchase), purchase.visitor);
    const statement = documents.find((item) => item.fileName === 'Statement of fact.pdf');
    if (!statement) throw new Error('No statement of fact listed');

    const { pdf, lines } = await textOf(sandbox, 0, statement.id, purchase.visitor);
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(new Set(pdf.pageSizes.map(({ width, height }) => `${width}x${height}`))).toEqual(
      new Set(['595.28x841.89']),
    );
    expect(lines).toContain('Section 12');
    expect(lines).toContain('Question 12.6: have you ever…?');
    const first = lines.indexOf('Question 1.1: have you ever…?');
    const answer = lines.slice(first + 1, lines.indexOf('Question 1.2: have you ever…?'));
    expect(answer.length).toBeGreaterThan(1);
    expect(answer.join(' ')).toBe(
      `I was stopped once on the ${'A road near Lódz ? '.repeat(12)}and given advice only.`,
    );
  });

  it('is not there when the take-up sends none: the documents are as before', async () => {
    const purchase = await buyQuote(sandbox, { email: anEmailAddress() });
    const documents = await documentsOf(sandbox, 0, policyOf(purchase), purchase.visitor);
    expect(documents.map((item) => item.fileName).sort()).toEqual([
      'Certificate of Motor Insurance.pdf',
      'Policy Schedule.pdf',
      'Statement of Fact.pdf',
    ]);
    for (const document of documents) {
      const { lines } = await textOf(sandbox, 0, document.id, purchase.visitor);
      expect(lines.some((line) => line.startsWith('Questions as worded in version'))).toBe(false);
    }
  });

  it('is kept once when the take-up is sent again with its Idempotency-Key', async () => {
    const key = randomUUID();
    const purchase = await buyQuote(sandbox, {
      email: anEmailAddress(),
      statementOfFact: aStatementOfFact(),
      idempotencyKey: key,
    });
    const policyRef = policyOf(purchase);
    const again = await sandbox.call(1, 'POST', '/api/v2/Payment/TakeUpQuote', {
      body: purchase.body,
      headers: { 'Idempotency-Key': key },
      visitor: purchase.visitor,
    });
    expect(again).toMatchObject({ status: 200, body: purchase.takeUp.body });
    const [instance] = sandbox.instances();
    const kept = await instance?.db.query<{ statements: number }>(
      'select count(*)::int as statements from statements_of_fact where policy_ref = $1',
      [policyRef],
    );
    expect(kept).toEqual([{ statements: 1 }]);
    const documents = await documentsOf(sandbox, 0, policyRef, purchase.visitor);
    expect(documents.filter((item) => item.fileName === 'Statement of fact.pdf')).toHaveLength(1);
  });
});
