/**
 * Who may see a quote (docs/decisions/0012-quote-access-credential.md). The browser that priced a quote,
 * passed its data-protection check or loaded it with the aggregator's token holds a quote access
 * credential: a random value in an HttpOnly, SameSite=Strict cookie that scripts cannot read and other
 * sites cannot send, bound in the store (as its hash) to the quotes it was given for. Every operation that
 * returns or changes a quote's personal data, risk or money asks for it: without one, 401; with one not
 * given for the quote, the operation's own not-found answer, the same as for a reference that does not exist.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { SandboxContext } from './context';
import { HttpError, notFound } from './errors';
import { findDocument, findPolicy } from './store/policies';
import { findQuote, type QuoteRecord } from './store/quotes';
import { bindQuote, isBound, QUOTE_ACCESS_DAYS } from './store/quote-access';

export const QUOTE_ACCESS_COOKIE = 'quote_access';

/** 32 random bytes, base64url: what the sandbox hands out, and the only shape it reads back. */
const CREDENTIAL = /^[A-Za-z0-9_-]{43}$/;

/** 401 QUOTE_ACCESS_REQUIRED: the contract validator's answer to a request without the cookie too. */
export const accessRequired = () =>
  new HttpError(401, 'QUOTE_ACCESS_REQUIRED', 'Confirm your details to see this quote');

const hashOf = (credential: string) => createHash('sha256').update(credential).digest('hex');

function credentialOf(req: Request): string | undefined {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[QUOTE_ACCESS_COOKIE];
  return typeof value === 'string' && CREDENTIAL.test(value) ? value : undefined;
}

/**
 * Gives the caller access to the quote: its credential, or a new one set as the cookie. Call it before the
 * answer is sent. The cookie is set again each time, so its 30 days run from the last grant.
 */
export async function grantQuoteAccess(
  context: SandboxContext,
  req: Request,
  res: Response,
  quoteRef: string,
): Promise<void> {
  const credential = credentialOf(req) ?? randomBytes(32).toString('base64url');
  await bindQuote(context.db, hashOf(credential), quoteRef, context.now());
  res.cookie(QUOTE_ACCESS_COOKIE, credential, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/api',
    maxAge: QUOTE_ACCESS_DAYS * 24 * 60 * 60 * 1000,
  });
}

/**
 * Whether the caller may see the quote: 401 QUOTE_ACCESS_REQUIRED without a credential at all; false when
 * its credential was not given for the quote, which the operation answers as it answers a reference that
 * does not exist (its 204 or 404), so that a reference alone tells nothing, not even that it exists.
 */
export async function mayAccessQuote(
  context: SandboxContext,
  req: Request,
  quoteRef: string,
): Promise<boolean> {
  const credential = credentialOf(req);
  if (!credential) throw accessRequired();
  return isBound(context.db, hashOf(credential), quoteRef, context.now());
}

/** The quote, if the caller may see it (else undefined, as for a reference that does not exist). */
export async function accessibleQuote(
  context: SandboxContext,
  req: Request,
  quoteRef: string,
): Promise<QuoteRecord | undefined> {
  return (await mayAccessQuote(context, req, quoteRef))
    ? findQuote(context.db, quoteRef)
    : undefined;
}

/** Throws `missing` (the operation's not-found answer) unless the caller may see the quote. */
export async function requireQuoteAccess(
  context: SandboxContext,
  req: Request,
  quoteRef: string,
  missing: HttpError = notFound('Quote not found'),
): Promise<void> {
  if (!(await mayAccessQuote(context, req, quoteRef))) throw missing;
}

/**
 * Asks for the credential before anything is looked up (so a caller without one learns nothing), then checks
 * it against the quote `quoteRefOf` finds; `missing` answers a thing that does not exist or is not theirs.
 */
async function requireAccessVia(
  context: SandboxContext,
  req: Request,
  quoteRefOf: () => Promise<string | undefined>,
  missing: HttpError,
): Promise<void> {
  if (!credentialOf(req)) throw accessRequired();
  const quoteRef = await quoteRefOf();
  if (quoteRef === undefined) throw missing;
  await requireQuoteAccess(context, req, quoteRef, missing);
}

const quoteOfPolicy = async (context: SandboxContext, policyRef: string) =>
  (await findPolicy(context.db, policyRef))?.quoteRef;

/** A policy is seen through the quote it was bought from; `missing` answers one the caller may not see. */
export const requirePolicyAccess = (
  context: SandboxContext,
  req: Request,
  policyRef: string,
  missing: HttpError,
): Promise<void> =>
  requireAccessVia(context, req, () => quoteOfPolicy(context, policyRef), missing);

/** A document is seen through its policy's quote. */
export const requireDocumentAccess = (
  context: SandboxContext,
  req: Request,
  documentId: string,
  missing: HttpError,
): Promise<void> =>
  requireAccessVia(
    context,
    req,
    async () => {
      const document = await findDocument(context.db, documentId);
      return document && quoteOfPolicy(context, document.policyRef);
    },
    missing,
  );
