/**
 * "Save my quote and come back later" on the sandbox: SaveQuoteForLater keeps the answers and emails a link,
 * SavedQuoteDpaCheck gives them back to the right details alone, with the reminder's lock-out and answers. The
 * sandbox runs on a clock the tests move, to reach a save's 30 days.
 */
import { addDays } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentIntentResult,
  QuoteResult,
  SaveQuoteRequest,
  SavedQuote,
  SavedQuoteAnswers,
} from './contract';
import { ukDateTime } from './emails/saved-quote-email';
import { startSandbox, type RunningSandbox } from './main';
import { MAX_SAVED_ANSWERS_BYTES } from './routes/saved-quote';
import { savedQuoteCustomer, seededReferences, seedRisk } from './seed';
import { DPA_MAX_FAILURES } from './store/dpa-attempts';
import type { OutboxEmail } from './store/outbox';
import { callSandbox, newVisitor, type CallOptions, type Visitor } from './testing/http';
import { CARDS, intentBody, providerHeader, takeUpBody } from './testing/sandbox';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far the sandbox's clock runs ahead of the real one; back to none after each test. */
let aheadMs = 0;
const sandboxNow = () => new Date(Date.now() + aheadMs);
let running: RunningSandbox | undefined;

beforeAll(async () => {
  running = await startSandbox({
    env: { PORT: 0, HOST: '127.0.0.1', DATA_DIR: 'memory://', SANDBOX_SEED: '1' },
    validateResponses: true,
    now: sandboxNow,
  });
}, 60_000);
afterAll(async () => {
  await running?.close();
  running = undefined;
});
afterEach(() => {
  aheadMs = 0;
});

const url = () => {
  if (!running) throw new Error('The sandbox is not running');
  return running.url;
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: CallOptions) =>
  callSandbox(url(), method, path, options);

let people = 0;
/** A customer of the test's own: the details the check compares, and an email address no other test uses. */
function aCustomer() {
  people += 1;
  return {
    emailAddress: `saver.${String(people)}.${String(Date.now())}@example.com`,
    surname: `Saverton${String(people)}`,
    dateOfBirth: '1984-02-29',
    postcode: 'M1 1AE',
  };
}

const ANSWER_MARK = 'Answer-only-the-app-reads-7Q';

/** The answers as the app saves them: a version and the journey's answers so far. */
const answersAt = (activeStep: number, note = ANSWER_MARK): SaveQuoteRequest['answers'] => ({
  version: 1,
  journey: {
    quote: {
      activeStep,
      vehicleDetails: { registration: 'DL19 CAR', value: 14500, note },
      completedSteps: { vehicleDetails: true, vehicleDetailsTwo: activeStep > 2 },
    },
    drafts: { aboutYou: { firstName: 'Alex', nested: [{ deep: { deeper: [1, 2, 3] } }] } },
  },
});

type Customer = ReturnType<typeof aCustomer>;

const save = (visitor: Visitor | null, body: SaveQuoteRequest) =>
  call('PUT', '/api/v1/Quote/SaveQuoteForLater', { body, visitor });

function checkPath(
  quoteRef: string,
  details: { surname: string; dateOfBirth: string; postcode: string },
) {
  const query = new URLSearchParams({
    QuoteReference: quoteRef,
    Surname: details.surname,
    DateOfBirth: details.dateOfBirth,
    Postcode: details.postcode,
  });
  return `/api/v1/Quote/SavedQuoteDpaCheck?${query.toString().replaceAll('+', '%20')}`;
}

const check = (
  visitor: Visitor | null,
  quoteRef: string,
  details: { surname: string; dateOfBirth: string; postcode: string },
) => call('POST', checkPath(quoteRef, details), { visitor });

/** The check's answer as sent: status and body text, byte for byte. */
async function checkRaw(
  quoteRef: string,
  details: { surname: string; dateOfBirth: string; postcode: string },
) {
  const response = await fetch(`${url()}${checkPath(quoteRef, details)}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  return {
    status: response.status,
    text: await response.text(),
    cookies: response.headers.getSetCookie(),
  };
}

/** A new save of the customer's answers by `visitor`, which is given access to it. */
async function savedBy(visitor: Visitor, customer: Customer, activeStep = 3): Promise<SavedQuote> {
  const reply = await save(visitor, { ...customer, activeStep, answers: answersAt(activeStep) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as SavedQuote;
}

async function outboxOf(to: string): Promise<OutboxEmail[]> {
  const reply = await call('GET', `/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(reply.status).toBe(200);
  return (reply.body as { emails: OutboxEmail[] }).emails;
}

/** A direct quote priced by `visitor` for the customer (who may then save it under its reference). */
async function pricedBy(visitor: Visitor, customer: Customer): Promise<QuoteResult> {
  const quote = seedRisk(
    {
      title: 'MR',
      firstName: 'Alex',
      lastNames: customer.surname,
      dateOfBirth: customer.dateOfBirth,
      emailAddress: customer.emailAddress,
    },
    sandboxNow(),
  );
  const reply = await call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
    body: { quote },
    visitor,
  });
  expect(reply.status).toBe(200);
  return reply.body as QuoteResult;
}

describe('saving a quote and coming back to it', () => {
  it('gives back the same answers and the furthest step to the right details, on another browser', async () => {
    const customer = aCustomer();
    const owner = newVisitor();
    const saved = await savedBy(owner, customer, 4);
    expect(saved.quoteRef).toMatch(/^SAV-[A-Z2-9]{8}$/);
    expect(saved.emailAddress).toBe(customer.emailAddress);
    const expiresAt = Date.parse(saved.expiresAt);
    expect(Math.abs(expiresAt - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

    // Another device: no cookie at all; the details in other capitals and spacing.
    const elsewhere = newVisitor();
    const reply = await check(elsewhere, saved.quoteRef.toLowerCase(), {
      surname: customer.surname.toUpperCase(),
      dateOfBirth: customer.dateOfBirth,
      postcode: 'm11ae',
    });
    expect(reply.status).toBe(200);
    const body = reply.body as SavedQuoteAnswers;
    expect(body).toEqual({
      quoteRef: saved.quoteRef,
      emailAddress: customer.emailAddress,
      savedAt: expect.any(String) as unknown,
      expiresAt: saved.expiresAt,
      activeStep: 4,
      answers: answersAt(4),
    });
    expect(Date.parse(body.expiresAt) - Date.parse(body.savedAt)).toBe(30 * DAY_MS);
    // A partial quote: nothing priced to return.
    expect(body.quote).toBeUndefined();
    // The check opened the saved quote to that browser: it saves again without another check.
    const again = await save(elsewhere, {
      ...customer,
      quoteRef: saved.quoteRef,
      activeStep: 5,
      answers: answersAt(5, 'second device'),
    });
    expect(again.status).toBe(200);
    expect((again.body as SavedQuote).quoteRef).toBe(saved.quoteRef);
  });

  it('opens the seeded saved quote (SAV-TEST-1) at step 3 with its answers', async () => {
    const reply = await check(newVisitor(), seededReferences.saved.quoteRef, savedQuoteCustomer);
    expect(reply.status).toBe(200);
    const body = reply.body as SavedQuoteAnswers;
    expect(body).toMatchObject({
      quoteRef: 'SAV-TEST-1',
      emailAddress: savedQuoteCustomer.emailAddress,
      activeStep: 3,
      answers: { version: 1, journey: { quote: { activeStep: 3 } } },
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('saves again under the same reference only for a browser given access, renewing the 30 days', async () => {
    const customer = aCustomer();
    const owner = newVisitor();
    const first = await savedBy(owner, customer, 2);
    const again = { ...customer, quoteRef: first.quoteRef, activeStep: 6, answers: answersAt(6) };

    // No credential: 401, as every operation that changes a quote answers.
    const anonymous = await save(null, again);
    expect(anonymous).toMatchObject({
      status: 401,
      body: { code: 'QUOTE_ACCESS_REQUIRED' },
    });
    // A credential of another browser's own: the same 404 as a reference that does not exist.
    const stranger = newVisitor();
    await savedBy(stranger, aCustomer());
    const theirs = await save(stranger, again);
    const nobodys = await save(stranger, { ...again, quoteRef: 'SAV-NOSUCHQ1' });
    expect(theirs.status).toBe(404);
    expect({ status: theirs.status, body: theirs.body }).toEqual({
      status: nobodys.status,
      body: nobodys.body,
    });

    // Ten days on, the owner saves again: the answers are replaced and the 30 days run from now.
    aheadMs = 10 * DAY_MS;
    const renewed = await save(owner, again);
    expect(renewed.status).toBe(200);
    const body = renewed.body as SavedQuote;
    expect(body.quoteRef).toBe(first.quoteRef);
    expect(Date.parse(body.expiresAt) - Date.parse(first.expiresAt)).toBeGreaterThan(
      10 * DAY_MS - 60_000,
    );
    const reopened = await check(newVisitor(), first.quoteRef, customer);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ activeStep: 6, answers: answersAt(6), ...body });
    // The stranger's tries changed nothing.
    expect(await outboxOf(customer.emailAddress)).toHaveLength(2);
  });

  it('refuses answers over 64 KB with 413 naming the field, and saves and sends nothing', async () => {
    const customer = aCustomer();
    const filler = 'x'.repeat(1000);
    const journey = Object.fromEntries(
      Array.from({ length: Math.ceil(MAX_SAVED_ANSWERS_BYTES / 1000) + 1 }, (_, at) => [
        `answer${String(at)}`,
        filler,
      ]),
    );
    const reply = await save(newVisitor(), {
      ...customer,
      activeStep: 3,
      answers: { version: 1, journey },
    });
    expect(reply).toMatchObject({
      status: 413,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'The answers to save are larger than 64 KB',
        errors: [{ field: 'body.answers', message: 'must be at most 65536 bytes as JSON' }],
      },
    });
    expect(await outboxOf(customer.emailAddress)).toEqual([]);
    // Just under the limit is kept.
    const fits = Object.fromEntries(Object.entries(journey).slice(0, 60));
    const kept = await save(newVisitor(), {
      ...customer,
      activeStep: 3,
      answers: { version: 1, journey: fits },
    });
    expect(kept.status).toBe(200);
  });

  it('refuses a body the contract does not describe with 400', async () => {
    const customer = aCustomer();
    const valid = { ...customer, activeStep: 3, answers: answersAt(3) };
    for (const body of [
      { ...valid, furthestStep: 3 },
      { ...valid, activeStep: 0 },
      { ...valid, activeStep: 8 },
      { ...valid, emailAddress: 'not an address' },
      { ...valid, dateOfBirth: '29/02/1984' },
      { ...valid, postcode: 'NOT A POSTCODE' },
      { ...valid, answers: { journey: {} } },
      { ...valid, answers: { version: 1, journey: {}, extra: true } },
      { ...valid, quoteRef: '' },
    ]) {
      const reply = await call('PUT', '/api/v1/Quote/SaveQuoteForLater', {
        body,
        visitor: newVisitor(),
      });
      expect({ status: reply.status, code: (reply.body as { code?: string }).code }).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
  });
});

describe('the saved quote’s check', () => {
  const WRONG = [
    { surname: 'Wrong' },
    { dateOfBirth: '1984-03-01' },
    { postcode: 'M1 1AF' },
    { surname: 'Other' },
    { dateOfBirth: '1985-02-28' },
  ];

  /** A reply, but for the instant a lock names (two calls are not made in the same millisecond). */
  const shapeOf = ({ status, text }: { status: number; text: string }) =>
    `${String(status)} ${text.replace(/"lockedUntil":"[^"]+"/, '"lockedUntil":"…"')}`;

  it('answers an unknown reference byte for byte as wrong details, counting down to the same lock', async () => {
    const customer = aCustomer();
    const saved = await savedBy(newVisitor(), customer);
    const unknown = `${saved.quoteRef}X`;
    const answers: string[] = [];
    for (const wrong of WRONG) {
      const [forKnown, forUnknown] = await Promise.all([
        checkRaw(saved.quoteRef, { ...customer, ...wrong }),
        checkRaw(unknown, { ...customer, ...wrong }),
      ]);
      expect(shapeOf(forUnknown)).toBe(shapeOf(forKnown));
      expect(forKnown.cookies).toEqual([]);
      expect(forKnown.text).not.toContain(ANSWER_MARK);
      answers.push(shapeOf(forKnown));
    }
    expect(answers.slice(0, 4)).toEqual(
      [4, 3, 2, 1].map(
        (attemptsRemaining) =>
          `404 ${JSON.stringify({ code: 'QUOTE_NOT_FOUND', message: 'Quote not found', attemptsRemaining })}`,
      ),
    );
    expect(answers[4]).toMatch(/^409 .*"code":"QUOTE_LOCKED"/);
    expect(answers[4]).toContain('"lockedUntil"');
  });

  it('locks the reference after five failed checks in 30 minutes, the right details included', async () => {
    const customer = aCustomer();
    const saved = await savedBy(newVisitor(), customer);
    for (const wrong of WRONG.slice(0, DPA_MAX_FAILURES - 1)) {
      expect((await check(null, saved.quoteRef, { ...customer, ...wrong })).status).toBe(404);
    }
    const fifth = await check(null, saved.quoteRef, { ...customer, surname: 'Fifth' });
    expect(fifth.status).toBe(409);
    const { lockedUntil } = fifth.body as { lockedUntil: string };
    expect(fifth.body).toMatchObject({ code: 'QUOTE_LOCKED' });
    const minutes = (Date.parse(lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const right = await check(newVisitor(), saved.quoteRef, customer);
    expect(right).toMatchObject({ status: 409, body: { code: 'QUOTE_LOCKED', lockedUntil } });
    expect(JSON.stringify(right.body)).not.toContain(ANSWER_MARK);
    // Half an hour on, the right details open it.
    aheadMs = 31 * 60_000;
    expect((await check(newVisitor(), saved.quoteRef, customer)).status).toBe(200);
  });

  it('lets the right details through while under five failures', async () => {
    const customer = aCustomer();
    const saved = await savedBy(newVisitor(), customer);
    for (const wrong of WRONG.slice(0, DPA_MAX_FAILURES - 1)) {
      await check(null, saved.quoteRef, { ...customer, ...wrong });
    }
    expect((await check(newVisitor(), saved.quoteRef, customer)).status).toBe(200);
  });

  it('says a save older than 30 days has expired, and only to the right details', async () => {
    const customer = aCustomer();
    const saved = await savedBy(newVisitor(), customer);
    aheadMs = 30 * DAY_MS + 60_000;
    const expired = await check(newVisitor(), saved.quoteRef, customer);
    expect(expired).toMatchObject({ status: 409, body: { code: 'QUOTE_EXPIRED' } });
    expect(JSON.stringify(expired.body)).not.toContain(ANSWER_MARK);
    const wrong = await check(newVisitor(), saved.quoteRef, { ...customer, surname: 'Wrong' });
    expect(wrong).toMatchObject({ status: 404, body: { code: 'QUOTE_NOT_FOUND' } });
  });

  it('returns a priced quote saved under its reference, and says when it was bought', async () => {
    const customer = aCustomer();
    const owner = newVisitor();
    const quote = await pricedBy(owner, customer);
    const saved = await save(owner, {
      ...customer,
      quoteRef: quote.quoteRef.toLowerCase(),
      activeStep: 7,
      answers: answersAt(7),
    });
    expect(saved.status).toBe(200);
    expect((saved.body as SavedQuote).quoteRef).toBe(quote.quoteRef);

    const reopened = await check(newVisitor(), quote.quoteRef, customer);
    expect(reopened.status).toBe(200);
    const body = reopened.body as SavedQuoteAnswers;
    expect(body.activeStep).toBe(7);
    expect(body.quote?.metaData.quoteRef).toBe(quote.quoteRef);
    expect(body.quote?.underwritingOutcome.underwritingOutcomeResponseId).toBe(
      quote.underwritingOutcome.underwritingOutcomeResponseId,
    );
    expect(body.quote?.affordabilityCheck).toBe(quote.affordabilityCheck);

    // Bought: neither saved again nor opened.
    const intent = await call('POST', '/api/v2/Payment/MakePaymentIntent', {
      body: intentBody(quote, { card: CARDS.succeeds }),
      headers: providerHeader('SANDBOX'),
      visitor: owner,
    });
    expect(intent.status).toBe(200);
    const takenUp = await call('POST', '/api/v2/Payment/TakeUpQuote', {
      body: takeUpBody(quote, (intent.body as PaymentIntentResult).paymentIntentId),
      visitor: owner,
    });
    expect(takenUp.status).toBe(200);
    const savedAgain = await save(owner, {
      ...customer,
      quoteRef: quote.quoteRef,
      activeStep: 7,
      answers: answersAt(7),
    });
    expect(savedAgain).toMatchObject({ status: 409, body: { code: 'QUOTE_TAKEN_UP' } });
    const bought = await check(newVisitor(), quote.quoteRef, customer);
    expect(bought).toMatchObject({ status: 409, body: { code: 'QUOTE_TAKEN_UP' } });
    expect(JSON.stringify(bought.body)).not.toContain(ANSWER_MARK);
  });

  it('leaves out a price that expired while the save did not, so the app prices the answers again', async () => {
    const customer = aCustomer();
    const owner = newVisitor();
    const quote = await pricedBy(owner, customer);
    aheadMs = 20 * DAY_MS;
    const saved = await save(owner, {
      ...customer,
      quoteRef: quote.quoteRef,
      activeStep: 7,
      answers: answersAt(7),
    });
    expect(saved.status).toBe(200);
    aheadMs = 35 * DAY_MS;
    const reopened = await check(newVisitor(), quote.quoteRef, customer);
    expect(reopened.status).toBe(200);
    expect((reopened.body as SavedQuoteAnswers).quote).toBeUndefined();
    expect((reopened.body as SavedQuoteAnswers).answers).toEqual(answersAt(7));
  });

  it('does not open a priced quote that was never saved, whatever its details', async () => {
    const customer = aCustomer();
    const quote = await pricedBy(newVisitor(), customer);
    const reply = await check(newVisitor(), quote.quoteRef, customer);
    expect(reply).toMatchObject({ status: 404, body: { code: 'QUOTE_NOT_FOUND' } });
  });
});

describe('the saved quote’s email', () => {
  it('links to the retrieval page with the reference, says until when, and holds no answer or birth date', async () => {
    const customer = aCustomer();
    const saved = await savedBy(newVisitor(), customer);
    const emails = await outboxOf(customer.emailAddress.toUpperCase());
    expect(emails).toHaveLength(1);
    const [email] = emails;
    if (!email) throw new Error('No email');
    const href = `${url()}/quote-retrieval?quoteRef=${saved.quoteRef}&saved=1`;
    expect(email).toMatchObject({
      to: customer.emailAddress,
      subject: 'Your saved DropCover quote',
      links: [{ label: 'Continue your quote', href }],
    });
    expect(email.text).toContain(`Continue your quote: ${href}`);
    expect(email.text).toContain(saved.quoteRef);
    expect(email.text).toContain('30 days');
    expect(email.text).toContain(ukDateTime(new Date(saved.expiresAt)));
    const everything = JSON.stringify(email);
    for (const personal of [
      ANSWER_MARK,
      'DL19 CAR',
      customer.dateOfBirth,
      '29/02/1984',
      '29 February 1984',
      customer.surname,
      customer.postcode,
    ]) {
      expect(everything).not.toContain(personal);
    }
  });

  it('is written once for each save, and not for a refused one', async () => {
    const customer = aCustomer();
    const owner = newVisitor();
    const saved = await savedBy(owner, customer);
    await save(null, {
      ...customer,
      quoteRef: saved.quoteRef,
      activeStep: 3,
      answers: answersAt(3),
    });
    await save(owner, {
      ...customer,
      quoteRef: saved.quoteRef,
      activeStep: 4,
      answers: answersAt(4),
    });
    const emails = await outboxOf(customer.emailAddress);
    expect(emails).toHaveLength(2);
    expect(new Set(emails.map((email) => email.links[0]?.href)).size).toBe(1);
  });

  it('expires its link with the save: renewed, it says the new date', async () => {
    const customer = aCustomer();
    const owner = newVisitor();
    const saved = await savedBy(owner, customer);
    aheadMs = 3 * DAY_MS;
    const renewed = await save(owner, {
      ...customer,
      quoteRef: saved.quoteRef,
      activeStep: 3,
      answers: answersAt(3),
    });
    const { expiresAt } = renewed.body as SavedQuote;
    expect(Date.parse(expiresAt)).toBeGreaterThan(
      addDays(new Date(saved.expiresAt), 3).getTime() - 60_000,
    );
    const [newest] = await outboxOf(customer.emailAddress);
    expect(newest?.text).toContain(ukDateTime(new Date(expiresAt)));
  });
});

describe('sandbox faults on the saved quote’s operations', () => {
  it.each([
    ['saveQuoteForLater', 500, undefined],
    ['savedQuoteDpaCheck', 409, 'QUOTE_LOCKED'],
  ] as const)('%s answers a fault set for it, once', async (operationId, status, code) => {
    const set = await call('POST', '/__sandbox/faults', {
      body: { operationId, status, ...(code ? { code } : {}), times: 1 },
    });
    expect(set.status).toBe(204);
    const customer = aCustomer();
    const run = () =>
      operationId === 'saveQuoteForLater'
        ? save(newVisitor(), { ...customer, activeStep: 1, answers: answersAt(1) })
        : check(null, seededReferences.saved.quoteRef, savedQuoteCustomer);
    const faulted = await run();
    expect(faulted.status).toBe(status);
    expect(faulted.body).toMatchObject({
      code: code ?? 'INTERNAL_ERROR',
      message: `Sandbox fault injected into ${operationId}`,
    });
    expect((await run()).status).toBe(200);
  });
});
