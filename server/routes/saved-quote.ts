/**
 * "Save my quote and come back later": SaveQuoteForLater keeps the wizard's answers against a quote reference
 * and emails a link to them; SavedQuoteDpaCheck gives them back to whoever passes the data-protection check
 * the link opens, with the lock-out and the answers of the other checks (server/quoting.ts `checkIdentity`).
 */
import type { Request, Router } from 'express';
import { addDays } from 'date-fns';
import { clientOf } from '../client';
import type { SandboxContext } from '../context';
import type {
  SaveQuoteRequest,
  SavedQuote,
  SavedQuoteAnswers,
  SavedQuoteDocument,
} from '../contract';
import { savedQuoteEmail } from '../emails/saved-quote-email';
import { HttpError, conflict, notFound } from '../errors';
import { normalisePostcode } from '../fixtures/addresses';
import { checkIdentity, detailsOf, newReference } from '../quoting';
import { grantQuoteAccess, requireQuoteAccess } from '../quote-access';
import type { Database } from '../store/database';
import { recordEmail } from '../store/outbox';
import { findQuote } from '../store/quotes';
import {
  SAVED_QUOTE_DAYS,
  findSavedQuote,
  upsertSavedQuote,
  type SavedQuoteRecord,
} from '../store/saved-quotes';
import { originOf } from './payment';
import { queryOf } from './query';

/** The most the saved answers may take, as JSON in UTF-8: far more than the wizard's answers need. */
export const MAX_SAVED_ANSWERS_BYTES = 64 * 1024;

const text = (value: string | undefined) => value ?? '';

const takenUp = () => conflict('QUOTE_TAKEN_UP', 'This quote has already been taken up');

/** 413 with the field, for answers over MAX_SAVED_ANSWERS_BYTES. */
function assertAnswersFit(answers: SavedQuoteDocument): void {
  if (Buffer.byteLength(JSON.stringify(answers), 'utf8') <= MAX_SAVED_ANSWERS_BYTES) return;
  throw new HttpError(413, 'VALIDATION_ERROR', 'The answers to save are larger than 64 KB', [
    {
      field: 'body.answers',
      message: `must be at most ${String(MAX_SAVED_ANSWERS_BYTES)} bytes as JSON`,
    },
  ]);
}

/**
 * The reference a save naming `quoteRef` is kept under, read in the save's transaction: a priced quote's (held
 * against a take-up until the save is written; one taken up already is refused), else an earlier save's.
 */
async function namedReference(tx: Pick<Database, 'query'>, quoteRef: string): Promise<string> {
  const quote = await findQuote(tx, quoteRef, { hold: true });
  if (quote?.takenUpAt) throw takenUp();
  if (quote) return quote.quoteRef;
  const saved = await findSavedQuote(tx, quoteRef);
  if (!saved) throw notFound('Quote not found');
  return saved.quoteRef;
}

export function savedQuoteRoutes(router: Router, context: SandboxContext): void {
  router.put('/api/v1/Quote/SaveQuoteForLater', async (req: Request, res) => {
    const body = req.body as SaveQuoteRequest;
    assertAnswersFit(body.answers);
    // A save naming a quote changes it: only for a browser given access to it (401 without a credential,
    // the same 404 as for no such quote with one not given for it).
    if (body.quoteRef !== undefined) await requireQuoteAccess(context, req, body.quoteRef);
    const now = context.now();
    const origin = originOf(req);
    const saved = await context.db.transaction(async (tx) => {
      const quoteRef =
        body.quoteRef === undefined ? newReference('SAV') : await namedReference(tx, body.quoteRef);
      const record = await upsertSavedQuote(tx, {
        quoteRef,
        email: body.emailAddress.trim(),
        surname: body.surname.trim(),
        dateOfBirth: body.dateOfBirth.slice(0, 10),
        postcode: normalisePostcode(body.postcode),
        activeStep: body.activeStep,
        answers: body.answers,
        savedAt: now,
        expiresAt: addDays(now, SAVED_QUOTE_DAYS),
      });
      // Written with the save, or not at all: no save without its email, no email without its save.
      await recordEmail(
        tx,
        savedQuoteEmail({
          to: record.email,
          quoteRef: record.quoteRef,
          origin,
          expiresAt: record.expiresAt,
          now,
        }),
      );
      return record;
    });
    // As pricing a quote does: this browser may save it again, or price it, without a check.
    await grantQuoteAccess(context, req, res, saved.quoteRef);
    res.json({
      quoteRef: saved.quoteRef,
      emailAddress: saved.email,
      expiresAt: saved.expiresAt.toISOString(),
    } satisfies SavedQuote);
  });

  router.post('/api/v1/Quote/SavedQuoteDpaCheck', async (req, res) => {
    const query = queryOf(req);
    const saved = await checkIdentity<SavedQuoteRecord>(
      context,
      'saved',
      text(query.QuoteReference),
      {
        surname: text(query.Surname),
        dateOfBirth: text(query.DateOfBirth),
        postcode: text(query.Postcode),
      },
      { client: clientOf(req), find: findSavedQuote },
    );
    // The customer proved who they are: the quote is theirs, to save again, whatever it can still be used for.
    await grantQuoteAccess(context, req, res, saved.quoteRef);
    const now = context.now();
    const quote = await findQuote(context.db, saved.quoteRef);
    if (quote?.takenUpAt) throw takenUp();
    if (saved.expiresAt <= now) throw conflict('QUOTE_EXPIRED', 'This saved quote has expired');
    res.json({
      quoteRef: saved.quoteRef,
      emailAddress: saved.email,
      savedAt: saved.savedAt.toISOString(),
      expiresAt: saved.expiresAt.toISOString(),
      activeStep: saved.activeStep,
      answers: saved.answers,
      // A price that expired is left out: the app prices the answers again.
      ...(quote && quote.expiresAt > now
        ? { quote: detailsOf(context, quote, { affordability: true }) }
        : {}),
    } satisfies SavedQuoteAnswers);
  });
}
