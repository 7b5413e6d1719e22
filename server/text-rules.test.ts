/** Text PostgreSQL cannot hold (U+0000, half a surrogate pair) is refused with 400 or not found, never a 500. */
import { describe, expect, it } from 'vitest';
import { seedRisk } from './seed';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextIn } from './text-rules';
import { newQuote, sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

const person = {
  title: 'MR',
  firstName: 'Nul',
  lastNames: 'Byte\u0000',
  dateOfBirth: '1985-01-31',
  emailAddress: null,
};

describe('text the store cannot keep', () => {
  it('finds the first such text anywhere in a value', () => {
    expect(unstorableTextIn({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(unstorableTextIn({ a: 'half \uD800 pair' }, 'body')).toBe('body.a');
    expect(unstorableTextIn({ a: 'whole 😀 pair' }, 'body')).toBeUndefined();
  });

  it('is refused in a body with 400 naming the field', async () => {
    const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
      body: { quote: seedRisk(person, new Date()) },
    });
    expect(reply).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error',
        errors: [
          { field: 'body.quote.proposerDetails.lastNames', message: UNSTORABLE_TEXT_MESSAGE },
        ],
      },
    });
  });

  it('is refused in a body as half a surrogate pair', async () => {
    const reply = await sandbox.call('POST', '/api/v1/RestartPolicy/SetRestartedQuoteTakenUp', {
      body: { quoteReference: 'RST-\uD800' },
    });
    expect(reply.status).toBe(400);
  });

  it('is refused in a query with 400', async () => {
    const reply = await sandbox.call('GET', '/api/v1/Quote/GetQuote?quote=%00');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ field: 'query.quote' }] });
  });

  it('names no document or policy in a path', async () => {
    // A caller holding a quote access credential, so that the reference is looked for.
    await newQuote(sandbox);
    for (const path of [
      '/api/v1/Document/DownloadDocumentById/DOC%00',
      '/api/v1/Document/GetPolicyDocumentsByPolicyReference/POL%00',
    ]) {
      const reply = await sandbox.call('GET', path);
      expect(reply, path).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No document found' },
      });
    }
  });
});
