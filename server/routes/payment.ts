import type { Request, Response, Router } from 'express';
import { createHash } from 'node:crypto';
import type { SandboxContext } from '../context';
import { createPaymentIntent, firstInstalmentDate, takeUpQuote } from '../checkout';
import type {
  ClientData,
  DropInUiToken,
  MakePaymentIntentRequest,
  PaymentDate,
  PaymentProvider,
  TakeUpQuoteRequest,
} from '../contract';
import { HttpError, noContent } from '../errors';
import { IdempotencyKeys, type IdempotentOperation } from '../idempotency';
import { accessibleQuote, requireQuoteAccess } from '../quote-access';
import { queryOf } from './query';

export function paymentRoutes(router: Router, context: SandboxContext): void {
  const idempotencyKeys = new IdempotencyKeys(context);
  /** Without an Idempotency-Key the work simply runs; with one, a retry replays the first answer. */
  const reply = async (
    req: Request,
    res: Response,
    operation: IdempotentOperation,
    request: unknown,
    work: () => Promise<unknown>,
  ) => {
    const key = req.header('Idempotency-Key');
    if (key === undefined) {
      res.json(await work());
      return;
    }
    const answer = await idempotencyKeys.answer(operation, key, request, work);
    res.status(answer.status).json(answer.body);
  };

  // POST /api/v1/Payment/CheckBankDetails is in both contracts; routes/lookup.ts serves it for both.

  router.get('/api/v1/Payment/GetPaymentDate', async (req, res) => {
    const query = queryOf(req);
    const record = await accessibleQuote(context, req, query.QuoteReference ?? '');
    if (!record) return noContent(res);
    const paymentDate = firstInstalmentDate(query.CoverStartDate ?? '');
    // A month after a cover start late in 9999 is no date the contract can write: there is none to give.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paymentDate)) return noContent(res);
    res.json({ paymentDate } satisfies PaymentDate);
  });

  const makePaymentIntent = async (req: Request, res: Response) => {
    const provider = req.header('provider') as PaymentProvider;
    const body = req.body as MakePaymentIntentRequest;
    await requireQuoteAccess(context, req, body.quoteReference);
    await reply(req, res, 'MakePaymentIntent', { provider, body }, () =>
      createPaymentIntent(context, provider, body),
    );
  };
  router.post('/api/v1/Payment/MakePaymentIntent', makePaymentIntent);
  router.post('/api/v2/Payment/MakePaymentIntent', makePaymentIntent);

  router.post('/api/v2/Payment/TakeUpQuote', async (req, res) => {
    const body = req.body as TakeUpQuoteRequest;
    await requireQuoteAccess(context, req, body.quoteReference);
    await reply(req, res, 'TakeUpQuote', body, () => takeUpQuote(context, body, originOf(req)));
  });

  router.get('/api/v2/Payment/GetClientData', (_req, res) => {
    res.json(context.clientData ?? clientData({}));
  });

  router.get('/api/v1/Checkouts/GetDropInUiToken', (req, res) => {
    const query = queryOf(req);
    const merchantAccountId = (query.merchantAccountId ?? '').trim();
    if (!merchantAccountId) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'Bad Request', [
        { field: 'query.merchantAccountId', message: 'merchantAccountId is required' },
      ]);
    }
    res.json({
      clientToken: dropInToken(merchantAccountId, query.customerId),
    } satisfies DropInUiToken);
  });
}

/** The origin the request came to, as its browser wrote it: links sent to the customer point there. */
export const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** The provider keys of the environment (SandboxEnv or process.env alike). */
export interface ProviderEnv {
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  BRAINTREE_MERCHANT_ACCOUNT_ID?: string | undefined;
}

/** The one place that decides the payment provider: STRIPE, else BRAINTREE, else SANDBOX. */
export function clientData(env: ProviderEnv): ClientData {
  const common = { currency: 'GBP', country: 'GB' } as const;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (publishableKey)
    return { provider: 'STRIPE', publishableKey, merchantAccountId: null, ...common };
  const merchantAccountId = env.BRAINTREE_MERCHANT_ACCOUNT_ID?.trim();
  if (merchantAccountId)
    return { provider: 'BRAINTREE', publishableKey: null, merchantAccountId, ...common };
  return { provider: 'SANDBOX', publishableKey: null, merchantAccountId: null, ...common };
}

/** The same merchant and customer always get the same token, so tests can compare it. */
function dropInToken(merchantAccountId: string, customerId: string | undefined): string {
  const fingerprint = createHash('sha256')
    .update(`${merchantAccountId}:${customerId ?? ''}`)
    .digest('hex');
  const token = {
    version: 2,
    environment: 'sandbox',
    merchantAccountId,
    customerId: customerId ?? null,
    fingerprint,
  };
  return Buffer.from(JSON.stringify(token)).toString('base64');
}
