/**
 * A fault that shapes an operation's ordinary answer (`omit`, `set`, server/faults.ts): the answers the
 * contract allows that the sandbox's own rules never give, such as a saved contact with no option id or a
 * re-rate the underwriter declines, for QA to show on screen. The sandbox under test validates its answers against the contracts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newQuote, sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

async function saveContact(quoteRef: string) {
  return sandbox.call('PUT', '/api/v1/Contact/UpdateContactPreferences', {
    body: {
      quoteReference: quoteRef,
      contactDetails: {
        contactPhoneNumber: '07700900123',
        contactEmail: 'sam.carter@example.com',
        sendPolicyDocumentByEmail: true,
        sendPolicyDocumentsByPost: false,
        marketingPreferenceSms: false,
        marketingPreferenceEmail: false,
        marketingPreferencePhone: false,
        automaticRenewal: false,
      },
    },
  });
}

const setFault = (body: unknown) => sandbox.call('POST', '/__sandbox/faults', { body });

afterEach(async () => {
  await sandbox.call('DELETE', '/__sandbox/faults');
});

describe('a fault shaping the answer', () => {
  it('answers once without the fields named, the rest of the answer as it was', async () => {
    const quote = await newQuote(sandbox);
    const whole = await saveContact(quote.quoteRef);
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ optionId: expect.any(String) as string });

    const set = await setFault({
      operationId: 'updateContactPreferences',
      omit: ['optionId', 'underwritingOutcomeResponseId'],
      times: 1,
    });
    expect(set.status).toBe(204);
    const without = await saveContact(quote.quoteRef);
    expect(without.status).toBe(200);
    const kept = { ...(whole.body as Record<string, unknown>) };
    delete kept.optionId;
    delete kept.underwritingOutcomeResponseId;
    expect(without.body).toEqual(kept);

    const again = await saveContact(quote.quoteRef);
    expect(again.body).toEqual(whole.body);
  });

  it('answers once with the fields set to the values given', async () => {
    const quote = await newQuote(sandbox);
    const whole = (await saveContact(quote.quoteRef)).body as Record<string, unknown>;
    await setFault({
      operationId: 'updateContactPreferences',
      set: { hasPriceChanged: true, optionId: 'OPT-SET' },
      times: 1,
    });
    const shaped = await saveContact(quote.quoteRef);
    expect(shaped.status).toBe(200);
    expect(shaped.body).toEqual({
      ...whole,
      hasPriceChanged: true,
      optionId: 'OPT-SET',
    });
    expect((await saveContact(quote.quoteRef)).body).toEqual(whole);
  });

  it('cannot make an answer the contract refuses: a required field left out is the sandbox’s 500', async () => {
    // The sandbox logs the answer its response validation refused.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await setFault({ operationId: 'checkBankDetails', omit: ['bankName'], times: 1 });
      const reply = await sandbox.call('POST', '/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '200000', accountNumber: '55779911' },
      });
      expect(reply.status).toBe(500);
      expect(String(logged.mock.calls[0]?.[0])).toContain('CheckBankDetails -> 500');
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    ['no field', { omit: [] }],
    ['a field that is not a name', { omit: ['option id'] }],
    ['a field that is not a path', { omit: ['underwritingOutcome..outcome'] }],
    ['a field that is not text', { omit: [7] }],
    ['eleven fields', { omit: Array.from({ length: 11 }, (_, index) => `field${String(index)}`) }],
    ['a status as well', { omit: ['optionId'], status: 500 }],
    ['set to a list', { set: [['optionId', 'OPT-2']] }],
    ['nothing set', { set: {} }],
    ['a field set to an object', { set: { underwritingOutcome: { outcome: 'Declined' } } }],
    ['a field set to text longer than 200', { set: { optionId: 'x'.repeat(201) } }],
    ['a path of six', { set: { 'a.b.c.d.e.f': 1 } }],
    ['a field that cannot be an own property', { set: { __proto__polluted: true } }],
    ['set with a status', { set: { optionId: 'OPT-2' }, status: 500 }],
  ])('is refused with %s', async (_, fault) => {
    const reply = await setFault({ operationId: 'updateContactPreferences', ...fault });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    const listed = await sandbox.call('GET', '/__sandbox/faults');
    expect(listed.body).not.toHaveProperty('updateContactPreferences');
  });
});
