/** Bodies the sandbox cannot take (too large, not JSON) answer in the contract's error shape, never 500. */
import { describe, expect, it } from 'vitest';
import { sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

async function post(path: string, body: string) {
  const response = await fetch(`${sandbox.running().url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('request bodies the sandbox cannot take', () => {
  it('answers an oversized body with 413', async () => {
    const huge = JSON.stringify({ quote: { padding: 'x'.repeat(2 * 1024 * 1024) } });
    const reply = await post('/api/v2/Quote/GenerateNewPrivateCarQuote', huge);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ code: 'VALIDATION_ERROR', message: 'Request body too large' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const reply = await post('/api/v2/Quote/GenerateNewPrivateCarQuote', '{"quote": ');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers an oversized body to its own admin routes with 413 too', async () => {
    const reply = await post('/__sandbox/faults', JSON.stringify({ pad: 'x'.repeat(200 * 1024) }));
    expect(reply.status).toBe(413);
  });
});
