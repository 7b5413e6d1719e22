/**
 * The customer's own record (issue #28), in Chromium against the sandbox: the statement of fact downloads from
 * results as a PDF of the answers given, the policy bought lists it among its documents, and the sandbox's
 * outbox holds the documents email whose links open.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import { statementText } from '../machines/wizard';
import { readPdf } from '../server/documents/read-pdf';
import {
  TEST_CARDS,
  fillCard,
  fillCardholder,
  payButton,
  thankYouHeading,
} from './support/payment-page';
import { buyNow, choosePrice, reachResults } from './support/results-page';

test.describe.configure({ timeout: 90_000 });

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  links: { label: string; href: string }[];
}

test('the statement of fact downloads from results, is kept with the policy and arrives in the outbox', async ({
  page,
}) => {
  await reachResults(page);
  const before = page.getByRole('region', { name: TEXT.regulated.heading });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    before.getByRole('button', { name: TEXT.regulated.documents.statementOfFact }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-of-fact-.+\.pdf$/);
  const reading = await readPdf(new Uint8Array(await readFile(await download.path())));
  const words = reading.pages.flat().join(' ');
  expect(reading.title).toBe(statementText.title);
  expect(words).toContain(TEXT.labels.registration);
  expect(words).toContain('Carter');

  await choosePrice(page, 'annual');
  await buyNow(page);
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  const takenUp = page.waitForResponse((response) =>
    response.url().includes('/api/v2/Payment/TakeUpQuote'),
  );
  await payButton(page).click();
  const { policyReference } = (await (await takenUp).json()) as { policyReference: string };
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('button', {
      name: TEXT.outcomes.documents.download(`${statementText.title}.pdf`),
    }),
  ).toBeVisible({ timeout: 15_000 });

  const outbox = await page.request.get('/__sandbox/outbox?to=sam.carter@example.com');
  expect(outbox.ok()).toBe(true);
  const { emails } = (await outbox.json()) as { emails: OutboxEmail[] };
  const email = emails.find((each) => each.subject.includes(policyReference));
  expect(email, `an email for ${policyReference}`).toBeDefined();
  const statement = email?.links.find((link) => link.label === statementText.title);
  const wording = email?.links.find((link) => /policy wording/i.test(link.label));
  for (const link of [statement, wording]) {
    // The browser that bought the policy holds its access cookie: its links open there.
    const opened = await page.request.get(link?.href ?? 'about:blank');
    expect(opened.status(), link?.label).toBe(200);
    expect(opened.headers()['content-type']).toContain('application/pdf');
  }
});
