import type { Request, Response, Router } from 'express';
import { createHash } from 'node:crypto';
import type { SandboxContext } from '../app';
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
import { findQuote } from '../store/quotes';
import { queryOf } from './query';

export function paymentRoutes(router: Router, context: SandboxContext): void {
  // POST /api/v1/Payment/CheckBankDetails is in both contracts; routes/lookup.ts serves it for both.

  router.get('/api/v1/Payment/GetPaymentDate', async (req, res) => {
    const query = queryOf(req);
    const record = await findQuote(context.db, query.QuoteReference ?? '');
    if (!record) return noContent(res);
    res.json({
      paymentDate: firstInstalmentDate(query.CoverStartDate ?? ''),
    } satisfies PaymentDate);
  });

  const makePaymentIntent = async (req: Request, res: Response) => {
    res.json(
      await createPaymentIntent(
        context,
        req.header('provider') as PaymentProvider,
        req.body as MakePaymentIntentRequest,
      ),
    );
  };
  router.post('/api/v1/Payment/MakePaymentIntent', makePaymentIntent);
  router.post('/api/v2/Payment/MakePaymentIntent', makePaymentIntent);

  router.post('/api/v2/Payment/TakeUpQuote', async (req, res) => {
    res.json(await takeUpQuote(context, req.body as TakeUpQuoteRequest));
  });

  router.get('/api/v2/Payment/GetClientData', (_req, res) => {
    res.json(clientData(process.env));
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

export function clientData(env: NodeJS.ProcessEnv): ClientData {
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
