/** The quote access cookie's attributes (server/quote-access.ts), over TLS and without it. */
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { SandboxContext } from './context';
import { grantQuoteAccess, QUOTE_ACCESS_COOKIE } from './quote-access';
import type { Database } from './store/database';

interface SetCookie {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

async function cookieSetFor(request: { secure: boolean; cookies?: Record<string, string> }) {
  const bound: unknown[][] = [];
  const db = {
    query: (_sql: string, params: unknown[]) => {
      bound.push(params);
      return Promise.resolve([]);
    },
  };
  const context = { db: db as unknown as Database, now: () => new Date() } as SandboxContext;
  const set: SetCookie[] = [];
  const res = {
    cookie(name: string, value: string, options: Record<string, unknown>) {
      set.push({ name, value, options });
      return res;
    },
  };
  await grantQuoteAccess(
    context,
    { cookies: {}, ...request } as unknown as Request,
    res as unknown as Response,
    'DC-1',
  );
  return { set, bound };
}

describe('the quote access cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the API only, 30 days, and Secure over TLS', async () => {
    const { set } = await cookieSetFor({ secure: true });
    expect(set).toEqual([
      {
        name: QUOTE_ACCESS_COOKIE,
        value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
        options: {
          httpOnly: true,
          sameSite: 'strict',
          secure: true,
          path: '/api',
          maxAge: 30 * 24 * 60 * 60 * 1000,
        },
      },
    ]);
  });

  it('is not Secure over plain HTTP, where a browser would drop a Secure cookie', async () => {
    const { set } = await cookieSetFor({ secure: false });
    expect(set[0]?.options.secure).toBe(false);
  });

  it('keeps the credential a browser already holds, and stores only its hash', async () => {
    const held = 'a'.repeat(43);
    const { set, bound } = await cookieSetFor({
      secure: false,
      cookies: { [QUOTE_ACCESS_COOKIE]: held },
    });
    expect(set[0]?.value).toBe(held);
    expect(JSON.stringify(bound)).not.toContain(held);
  });

  it('replaces a credential it never handed out', async () => {
    const { set } = await cookieSetFor({
      secure: false,
      cookies: { [QUOTE_ACCESS_COOKIE]: 'chosen-by-the-caller' },
    });
    expect(set[0]?.value).not.toBe('chosen-by-the-caller');
    expect(set[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
