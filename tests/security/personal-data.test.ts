/**
 * A quote's personal data only for whoever may see it (server/quote-access.ts): the browser that priced the
 * quote, passed its data-protection check or loaded it with the aggregator's token. A reference alone, even
 * a real one, even one of a quote locked by failed checks, opens nothing; someone else's reference is
 * answered as a reference that does not exist; a saved quote's answers go to its details alone; the
 * restartable-policy list names no one.
 */
import { describe, expect, it } from 'vitest';
import type {
  PaymentIntentResult,
  PolicyDocument,
  QuoteResult,
  SavedQuote,
  SavedQuoteAnswers,
  TakeUpQuoteResult,
} from '../../server/contract';
import { seededReferences } from '../../server/seed';
import { newVisitor, type Visitor } from '../../server/testing/http';
import { CARDS, intentBody, providerHeader, takeUpBody } from '../../server/testing/sandbox';
import { seedRisk } from '../../server/seed';
import { storeTargets, type Attacked } from './stores';

const { restart, aggregator, aggregatorTaken } = seededReferences;

const person = {
  title: 'MRS',
  firstName: 'Priya',
  lastNames: 'Privatova',
  dateOfBirth: '1979-06-04',
  emailAddress: 'priya.privatova@example.com',
};

const ACCESS_REQUIRED = {
  status: 401,
  body: { code: 'QUOTE_ACCESS_REQUIRED', message: 'Confirm your details to see this quote' },
};

/** Every operation that reads or changes a quote's data, for `quoteRef` (and its policy and document). */
function guardedCalls(
  quote: QuoteResult,
  policyRef: string,
  documentId: string,
): [string, 'GET' | 'POST' | 'PUT', string, unknown][] {
  const ref = encodeURIComponent(quote.quoteRef);
  const risk = seedRisk(person, new Date());
  return [
    ['GetQuote', 'GET', `/api/v1/Quote/GetQuote?quote=${ref}`, undefined],
    ['GetPricingDetails', 'GET', `/api/v1/Quote/GetPricingDetails?quote=${ref}`, undefined],
    [
      'GetPaymentDate',
      'GET',
      `/api/v1/Payment/GetPaymentDate?QuoteReference=${ref}&CoverStartDate=2030-01-01`,
      undefined,
    ],
    [
      'RateExistingPrivateCarQuote',
      'PUT',
      '/api/v2/Quote/RateExistingPrivateCarQuote',
      { quoteCommand: { quoteReference: quote.quoteRef }, quote: risk },
    ],
    [
      'RepriceQuoteWithAddOnsQuote',
      'PUT',
      '/api/v2/Quote/RepriceQuoteWithAddOnsQuote',
      { quoteCommand: { quoteReference: quote.quoteRef, selectedAddOns: [] }, quote: risk },
    ],
    [
      'UpdateNoClaimsProtection',
      'PUT',
      '/api/v2/Quote/UpdateNoClaimsProtection',
      { quoteReference: quote.quoteRef, protectNoClaimsDiscount: true },
    ],
    [
      'UpdateContactPreferences',
      'PUT',
      '/api/v1/Contact/UpdateContactPreferences',
      {
        quoteReference: quote.quoteRef,
        contactDetails: { emailAddress: 'thief@example.com', phoneNumber: '07700900999' },
      },
    ],
    [
      'MakePaymentIntent',
      'POST',
      '/api/v2/Payment/MakePaymentIntent',
      intentBody(quote, { card: CARDS.succeeds }),
    ],
    ['TakeUpQuote', 'POST', '/api/v2/Payment/TakeUpQuote', takeUpBody(quote, 'pi_unknown')],
    [
      'GetPolicyDocumentsByPolicyReference',
      'GET',
      `/api/v1/Document/GetPolicyDocumentsByPolicyReference/${encodeURIComponent(policyRef)}`,
      undefined,
    ],
    [
      'DownloadDocumentById',
      'GET',
      `/api/v1/Document/DownloadDocumentById/${encodeURIComponent(documentId)}`,
      undefined,
    ],
    [
      'SetRestartedQuoteViewed',
      'POST',
      '/api/v1/RestartPolicy/SetRestartedQuoteViewed',
      { quoteReference: quote.quoteRef, quoteViewedAt: new Date().toISOString() },
    ],
    [
      'SetRestartedQuoteTakenUp',
      'POST',
      '/api/v1/RestartPolicy/SetRestartedQuoteTakenUp',
      { quoteReference: quote.quoteRef },
    ],
    [
      'SaveQuoteForLater',
      'PUT',
      '/api/v1/Quote/SaveQuoteForLater',
      {
        emailAddress: 'thief@example.com',
        surname: 'Thief',
        dateOfBirth: '1990-01-01',
        postcode: 'SW1A 1AA',
        quoteRef: quote.quoteRef,
        activeStep: 7,
        answers: { version: 1, journey: {} },
      },
    ],
  ];
}

/** The answers the app saves for `person`: their name, birth date and email among them. */
const savedAnswers = {
  version: 1,
  journey: {
    quote: {
      activeStep: 4,
      proposerDetails: {
        firstName: person.firstName,
        lastNames: person.lastNames,
        dateOfBirth: person.dateOfBirth,
        emailAddress: person.emailAddress,
      },
    },
  },
};

const personDetails = {
  surname: person.lastNames,
  dateOfBirth: person.dateOfBirth,
  postcode: 'SW1A 1AA',
};

/** SavedQuoteDpaCheck's path for the reference and details. */
const savedCheckPath = (quoteRef: string, details: typeof personDetails) =>
  `/api/v1/Quote/SavedQuoteDpaCheck?${new URLSearchParams({
    QuoteReference: quoteRef,
    Surname: details.surname,
    DateOfBirth: details.dateOfBirth,
    Postcode: details.postcode,
  }).toString()}`;

/** A quote priced, paid and taken up by `visitor` at instance `at`: its result, policy and first document. */
async function boughtBy(sandbox: Attacked, visitor: Visitor, at: number) {
  const quoted = await sandbox.call(at, 'POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
    body: { quote: seedRisk(person, new Date()) },
    visitor,
  });
  expect(quoted.status).toBe(200);
  const quote = quoted.body as QuoteResult;
  const intent = await sandbox.call(at + 1, 'POST', '/api/v2/Payment/MakePaymentIntent', {
    body: intentBody(quote, { card: CARDS.succeeds }),
    headers: providerHeader('SANDBOX'),
    visitor,
  });
  expect(intent.status).toBe(200);
  const { paymentIntentId } = intent.body as PaymentIntentResult;
  const takenUp = await sandbox.call(at, 'POST', '/api/v2/Payment/TakeUpQuote', {
    body: takeUpBody(quote, paymentIntentId),
    visitor,
  });
  expect(takenUp.status).toBe(200);
  const { policyReference } = takenUp.body as TakeUpQuoteResult;
  const documents = await sandbox.call(
    at + 1,
    'GET',
    `/api/v1/Document/GetPolicyDocumentsByPolicyReference/${policyReference}`,
    { visitor },
  );
  expect(documents.status).toBe(200);
  const [document] = documents.body as PolicyDocument[];
  if (!document) throw new Error('The policy has no documents');
  return { quote, policyRef: policyReference, documentId: document.id };
}

/** What an answer must never carry for someone who may not see the quote. */
function expectNothingOf(body: unknown) {
  const text = JSON.stringify(body ?? '');
  for (const personal of [
    person.lastNames,
    person.firstName,
    person.dateOfBirth,
    person.emailAddress,
    'Restart',
    '1988-03-14',
  ]) {
    expect(text).not.toContain(personal);
  }
}

describe.each(storeTargets)('personal data on $name', (target) => {
  const sandbox = target.forSuite();

  it('opens nothing to a reference alone: every guarded operation answers 401 without a credential', async () => {
    const owner = newVisitor();
    const { quote, policyRef, documentId } = await boughtBy(sandbox, owner, 0);
    for (const [name, method, path, body] of guardedCalls(quote, policyRef, documentId)) {
      const reply = await sandbox.call(1, method, path, { body, visitor: null });
      expect({ status: reply.status, body: reply.body }, name).toEqual(ACCESS_REQUIRED);
    }
    // The owner's own answers were given: the credential works at the other instance too.
    const own = await sandbox.call(1, 'GET', `/api/v1/Quote/GetQuote?quote=${quote.quoteRef}`, {
      visitor: owner,
    });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ code: 'QUOTE_TAKEN_UP' });
  });

  it("answers someone else's reference exactly as a reference that does not exist", async () => {
    const owner = newVisitor();
    const stranger = newVisitor();
    const { quote, policyRef, documentId } = await boughtBy(sandbox, owner, 1);
    // The stranger holds a credential of their own, for a quote of their own.
    const theirs = await sandbox.call(0, 'POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
      body: { quote: seedRisk({ ...person, lastNames: 'Stranger' }, new Date()) },
      visitor: stranger,
    });
    expect(theirs.status).toBe(200);
    const unknown = { ...quote, quoteRef: 'DC-NO-SUCH-QUOTE' };
    const someoneElses = guardedCalls(quote, policyRef, documentId);
    const nobodys = guardedCalls(unknown, 'POL-NO-SUCH-POLICY', 'DOC-NO-SUCH-DOCUMENT');
    for (const [index, [name, method, path, body]] of someoneElses.entries()) {
      const [, , unknownPath, unknownBody] = nobodys[index] ?? [];
      const reply = await sandbox.call(index, method, path, { body, visitor: stranger });
      const notThere = await sandbox.call(index + 1, method, unknownPath ?? '', {
        body: unknownBody,
        visitor: stranger,
      });
      expect(reply.status, name).not.toBe(200);
      expect({ status: reply.status, body: reply.body }, name).toEqual({
        status: notThere.status,
        body: notThere.body,
      });
      expectNothingOf(reply.body);
    }
    // Nothing the stranger sent changed the owner's quote.
    const own = await sandbox.call(0, 'GET', `/api/v1/Quote/GetQuote?quote=${quote.quoteRef}`, {
      visitor: owner,
    });
    expect(JSON.stringify(own.body)).not.toContain('thief@example.com');
  });

  it('keeps a seeded customer’s details behind the check, also while the quote is locked', async () => {
    const path = `/api/v1/Quote/GetQuote?quote=${restart.quoteRef}`;
    expect(await sandbox.call(0, 'GET', path, { visitor: null })).toMatchObject(ACCESS_REQUIRED);
    // A caller with a credential of their own sees the answer for no such quote.
    const guesser = newVisitor();
    await sandbox.call(
      1,
      'GET',
      `/api/v1/Quote/GetAggregatorQuote?Token=${aggregator.token}&QuoteReference=${aggregator.quoteRef}`,
      {
        visitor: guesser,
      },
    );
    const guessed = await sandbox.call(1, 'GET', path, { visitor: guesser });
    expect(guessed.status).toBe(404);
    expectNothingOf(guessed.body);
    // Locked by five failed checks: still nothing.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await sandbox.call(attempt, 'POST', '/api/v1/RestartPolicy/RestartPolicy', {
        body: {
          quoteReference: restart.quoteRef,
          surname: `Wrong${attempt}`,
          dateOfBirth: '1988-03-14',
          postcode: 'SW1A 1AA',
          vehicleRegistration: 'DL19CAR',
        },
        visitor: guesser,
      });
    }
    const locked = await sandbox.call(0, 'GET', path, { visitor: guesser });
    expect(locked.status).toBe(404);
    expectNothingOf(locked.body);
    expect(await sandbox.call(1, 'GET', path, { visitor: null })).toMatchObject(ACCESS_REQUIRED);
  });

  it('gives access with the check, the token and the price, and with nothing less', async () => {
    const visitor = newVisitor();
    // A failed check gives nothing.
    const failed = await sandbox.call(
      0,
      'GET',
      `/api/v1/Quote/GetQuoteDpaCheck?${new URLSearchParams({
        QuoteReference: aggregatorTaken.quoteRef,
        VehicleRegistration: 'DL19CAR',
        Postcode: 'SW1A 1AA',
        Surname: 'Nobody',
        DateOfBirth: '1990-01-01',
      }).toString()}`,
      { visitor },
    );
    expect(failed.status).toBe(404);
    expect(failed.headers.getSetCookie()).toEqual([]);
    // The aggregator's token does, for that quote only.
    const loaded = await sandbox.call(
      1,
      'GET',
      `/api/v1/Quote/GetAggregatorQuote?Token=${aggregator.token}&QuoteReference=${aggregator.quoteRef}`,
      { visitor },
    );
    expect(loaded.status).toBe(200);
    const [cookie = ''] = loaded.headers.getSetCookie();
    expect(cookie).toMatch(/^quote_access=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api/);
    // Over plain HTTP (the sandbox on loopback) it cannot be Secure, or the browser would drop it.
    expect(cookie).not.toMatch(/; Secure/);
    const fetched = await sandbox.call(
      0,
      'GET',
      `/api/v1/Quote/GetQuote?quote=${aggregator.quoteRef}`,
      {
        visitor,
      },
    );
    expect(fetched.status).toBe(200);
    const other = await sandbox.call(1, 'GET', `/api/v1/Quote/GetQuote?quote=${restart.quoteRef}`, {
      visitor,
    });
    expect(other.status).toBe(404);
    // The store keeps a hash of the credential, never the credential itself.
    const credential = /^quote_access=([^;]+)/.exec(cookie)?.[1] ?? '';
    const [instance] = sandbox.instances();
    if (!instance) throw new Error('No sandbox');
    const kept = await instance.db.query<{ credential_hash: string }>(
      'select credential_hash from quote_access where quote_ref = $1',
      [aggregator.quoteRef],
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.map((row) => row.credential_hash)).not.toContain(credential);
  });

  it("gives a saved quote's answers to its details alone, never to a wrong detail or another's credential", async () => {
    const owner = newVisitor();
    const stranger = newVisitor();
    const saved = await sandbox.call(0, 'PUT', '/api/v1/Quote/SaveQuoteForLater', {
      body: {
        ...personDetails,
        emailAddress: person.emailAddress,
        activeStep: 4,
        answers: savedAnswers,
      },
      visitor: owner,
    });
    expect(saved.status).toBe(200);
    const { quoteRef } = saved.body as SavedQuote;
    // The stranger has a saved quote and a credential of their own.
    const theirs = await sandbox.call(1, 'PUT', '/api/v1/Quote/SaveQuoteForLater', {
      body: {
        surname: 'Stranger',
        dateOfBirth: '1970-01-01',
        postcode: 'EC1A 1BB',
        emailAddress: 'stranger@example.com',
        activeStep: 1,
        answers: { version: 1, journey: {} },
      },
      visitor: stranger,
    });
    expect(theirs.status).toBe(200);

    // Wrong details, one at a time, and the stranger's own: nothing of the answers, no access given.
    for (const [at, details] of [
      { ...personDetails, surname: 'Stranger' },
      { ...personDetails, dateOfBirth: '1979-06-05' },
      { ...personDetails, postcode: 'SW1A 2AA' },
      { surname: 'Stranger', dateOfBirth: '1970-01-01', postcode: 'EC1A 1BB' },
    ].entries()) {
      const reply = await sandbox.call(at, 'POST', savedCheckPath(quoteRef, details), {
        visitor: stranger,
      });
      expect(reply.status).toBe(404);
      expect(reply.headers.getSetCookie()).toEqual([]);
      expectNothingOf(reply.body);
    }
    // Failed checks gave no access: saving over the owner's answers is answered as for no such quote.
    const overwrite = await sandbox.call(0, 'PUT', '/api/v1/Quote/SaveQuoteForLater', {
      body: {
        surname: 'Stranger',
        dateOfBirth: '1970-01-01',
        postcode: 'EC1A 1BB',
        emailAddress: 'stranger@example.com',
        quoteRef,
        activeStep: 1,
        answers: { version: 1, journey: {} },
      },
      visitor: stranger,
    });
    expect(overwrite).toMatchObject({ status: 404, body: { code: 'QUOTE_NOT_FOUND' } });
    expectNothingOf(overwrite.body);

    // The right details open it, at either sandbox, with every answer kept.
    const opened = await sandbox.call(1, 'POST', savedCheckPath(quoteRef, personDetails), {
      visitor: newVisitor(),
    });
    expect(opened.status).toBe(200);
    expect((opened.body as SavedQuoteAnswers).answers).toEqual(savedAnswers);

    // A priced quote never saved is not opened by the saved quote's check, its own details or not.
    const { quote } = await boughtBy(sandbox, newVisitor(), 0);
    const priced = await sandbox.call(1, 'POST', savedCheckPath(quote.quoteRef, personDetails), {
      visitor: stranger,
    });
    expect(priced.status).toBe(404);
    expectNothingOf(priced.body);
  });

  it('lists restartable policies without a name, a birth date or an address', async () => {
    const reply = await sandbox.call(
      0,
      'GET',
      '/api/v1/RestartPolicy/GetAcornRestartablePolicies',
      {
        visitor: null,
      },
    );
    expect(reply.status).toBe(200);
    const { policies } = reply.body as { policies: Record<string, unknown>[] };
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(Object.keys(policy).sort()).toEqual([
        'cancelledAt',
        'policyReference',
        'quoteReference',
      ]);
    }
    expectNothingOf(reply.body);
  });
});
