import express, { type Request, type Response, type Router } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { addMonths, format, parseISO } from 'date-fns';
import type { SandboxContext } from '../app';
import type {
  ClientData,
  MakePaymentIntentRequest,
  PaymentCollectionOption,
  PaymentIntentResult,
  PaymentProvider,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
  UnderwrittenOption,
} from '../contract';
import { HttpError, badRequest, conflict, noContent, type ApiErrorBody } from '../errors';
import { checkBankDetails } from '../fixtures/bank';
import { STOREFRONT_NAME } from '../documents/pdf';
import { classifyCard, type CardOutcome } from '../payments/sandbox-card';
import { assertOpen, assertPurchasable, newReference, requireQuote } from '../quoting';
import {
  findPayment,
  insertPayment,
  settlePayment,
  usePayment,
  type PaymentStatus,
} from '../store/payments';
import { insertDocuments, insertPolicy, type DocumentRecord } from '../store/policies';
import { claimTakeUp, findContactPreferences, findQuote, type QuoteRecord } from '../store/quotes';

// spec 2 §8 payment messages
const MESSAGES = {
  PAYMENT_FAILED:
    'We were unable to process your payment. Please try again or use a different payment method.',
  PAYMENT_DECLINED:
    'Your payment was declined. Please verify your payment details or contact your card issuer.',
  PAYMENT_TOKEN_ALREADY_USED: 'Something went wrong with the payment. Please try again.',
  QUOTE_MISMATCH: 'There was a problem with your quote. Please try again.',
  PAYMENT_INSUFFICIENT_FUNDS:
    'Unfortunately your payment was unsuccessful. Please try another payment method, or contact your bank or card provider.',
  PAYMENT_CARD_VENDOR_UNSUPPORTED:
    "Sorry we don't support this card vendor, please try Visa or Mastercard.",
  INVALID_CARD: 'Invalid card details',
} as const;

const POLICY_DOCUMENTS = [
  'Policy Schedule',
  'Certificate of Motor Insurance',
  'Statement of Fact',
] as const;
const CREDIT_AGREEMENT = 'Fixed Sum Loan Agreement';

type Query = Record<string, string | undefined>;
const queryOf = (req: Request) => req.query as Query;
const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
/** The calendar date as the client wrote it, whatever the offset. */
const calendarDate = (dateTime: string) => parseISO(dateTime.slice(0, 10));

const quoteMismatch = () => conflict('QUOTE_MISMATCH', MESSAGES.QUOTE_MISMATCH);
const paymentFailed = () => conflict('PAYMENT_FAILED', MESSAGES.PAYMENT_FAILED);

export function paymentRoutes(router: Router, context: SandboxContext): void {
  // POST /api/v1/Payment/CheckBankDetails is in both contracts; routes/lookup.ts serves it for both.

  router.get('/api/v1/Payment/GetPaymentDate', async (req, res) => {
    const query = queryOf(req);
    const record = await findQuote(context.db, query.QuoteReference ?? '');
    if (!record) return noContent(res);
    // The first Direct Debit instalment, the credit agreement's commencement date (spec 2 §2).
    res.json({ paymentDate: isoDate(addMonths(calendarDate(query.CoverStartDate ?? ''), 1)) });
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
    res.json({ clientToken: dropInToken(merchantAccountId, query.customerId) });
  });

  threeDSecureRoutes(router, context);
}

const invalidSortCode = (field: string) =>
  badRequest('Validation error', [{ field, message: 'Sort code is not valid' }]);

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

// ---------------------------------------------------------------- payment intents

/** The chosen option and payment collection option of a purchasable quote, or QUOTE_MISMATCH. */
function chosenOption(
  record: QuoteRecord,
  choice: { optionId: string; paymentCollectionOptionCode: string; paymentMethod?: string },
): { option: UnderwrittenOption; collection: PaymentCollectionOption } {
  const option = record.result.underwritingOutcome.underwrittenOptions.find(
    (item) => item.optionId === choice.optionId,
  );
  const collection = option?.paymentCollectionOptions.find(
    (item) =>
      item.code === choice.paymentCollectionOptionCode &&
      (choice.paymentMethod === undefined || item.paymentMethod === choice.paymentMethod),
  );
  if (!option || !collection) throw quoteMismatch();
  return { option, collection };
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

async function openPurchasableQuote(
  context: SandboxContext,
  quoteRef: string,
): Promise<QuoteRecord> {
  const record = await requireQuote(context, quoteRef);
  assertOpen(record, context.now(), 'buy');
  assertPurchasable(record);
  return record;
}

function requirePaymentSource(provider: PaymentProvider, body: MakePaymentIntentRequest): void {
  if (provider === 'SANDBOX') {
    if (!body.card) {
      throw badRequest('Validation error', [
        { field: 'body.card', message: 'A test card is required' },
      ]);
    }
    return;
  }
  if (body.card) {
    throw badRequest('Validation error', [
      { field: 'body.card', message: 'A test card is accepted only with provider SANDBOX' },
    ]);
  }
  if (!body.paymentMethodId) {
    throw badRequest('Validation error', [
      { field: 'body.paymentMethodId', message: 'A payment method id is required' },
    ]);
  }
}

interface IntentOutcome {
  status: PaymentStatus;
  failureCode: string | null;
  cardLast4: string | null;
  error?: HttpError;
}

function cardIntentOutcome(outcome: CardOutcome): IntentOutcome {
  switch (outcome.kind) {
    case 'succeeded':
      return { status: 'succeeded', failureCode: null, cardLast4: outcome.last4 };
    case 'requiresAction':
      return { status: 'requires_action', failureCode: null, cardLast4: outcome.last4 };
    case 'declined':
      return failed(
        'PAYMENT_DECLINED',
        outcome.last4,
        conflict('PAYMENT_DECLINED', MESSAGES.PAYMENT_DECLINED),
      );
    case 'insufficientFunds':
      return failed(
        'PAYMENT_INSUFFICIENT_FUNDS',
        outcome.last4,
        conflict('PAYMENT_INSUFFICIENT_FUNDS', MESSAGES.PAYMENT_INSUFFICIENT_FUNDS),
      );
    case 'unsupportedVendor':
      return failed(
        'PAYMENT_CARD_VENDOR_UNSUPPORTED',
        outcome.last4,
        new HttpError(
          400,
          'PAYMENT_CARD_VENDOR_UNSUPPORTED',
          MESSAGES.PAYMENT_CARD_VENDOR_UNSUPPORTED,
        ),
      );
    case 'invalid':
      return failed(
        'VALIDATION_ERROR',
        null,
        badRequest(MESSAGES.INVALID_CARD, [{ field: 'body.card', message: MESSAGES.INVALID_CARD }]),
      );
  }
}

const failed = (
  failureCode: string,
  cardLast4: string | null,
  error: HttpError,
): IntentOutcome => ({
  status: 'failed',
  failureCode,
  cardLast4,
  error,
});

async function createPaymentIntent(
  context: SandboxContext,
  provider: PaymentProvider,
  body: MakePaymentIntentRequest,
): Promise<PaymentIntentResult> {
  requirePaymentSource(provider, body);
  const record = await openPurchasableQuote(context, body.quoteReference);
  const { collection } = chosenOption(record, body);
  if (!sameAmount(body.amount.amount, collection.upFrontAmount.amount)) throw quoteMismatch();

  const now = context.now();
  // The sandbox stands in for STRIPE and BRAINTREE too: their payment method ids always succeed.
  const outcome = body.card
    ? cardIntentOutcome(classifyCard(body.card, now))
    : { status: 'succeeded' as const, failureCode: null, cardLast4: null };
  const paymentIntentId = `pi_sandbox_${randomBytes(12).toString('hex')}`;
  await insertPayment(
    context.db,
    {
      paymentIntentId,
      quoteRef: record.quoteRef,
      provider,
      amount: collection.upFrontAmount.amount,
      status: outcome.status,
      failureCode: outcome.failureCode,
      cardLast4: outcome.cardLast4,
    },
    now,
  );
  if ('error' in outcome && outcome.error) throw outcome.error;

  const result: PaymentIntentResult = {
    paymentIntentId,
    clientSecret: `${paymentIntentId}_secret_${randomBytes(12).toString('hex')}`,
    status: outcome.status === 'requires_action' ? 'requires_action' : 'succeeded',
  };
  if (outcome.status === 'requires_action') {
    result.nextAction = {
      type: 'three_d_secure',
      redirectUrl: `/__sandbox/3ds/${paymentIntentId}`,
    };
  }
  return result;
}

// ---------------------------------------------------------------- take-up

async function takeUpQuote(
  context: SandboxContext,
  body: TakeUpQuoteRequest,
): Promise<TakeUpQuoteResult> {
  const record = await openPurchasableQuote(context, body.quoteReference);
  const { option, collection } = chosenOption(record, body);
  const now = context.now();

  if (body.paymentMethod === 'CARD_PAYMENT')
    await assertCardPaid(context, record, collection, body.paymentIntentId);
  else assertBankDetails(body);

  const policyRef = newReference('POL');
  const coverStart = coverStartOf(record, option);
  // First Direct Debit instalment a month after the cover starts; a card is charged today.
  const paymentDate = isoDate(
    body.paymentMethod === 'DIRECT_DEBIT' ? addMonths(coverStart, 1) : now,
  );

  await context.db.transaction(async (tx) => {
    if (!(await claimTakeUp(tx, record.quoteRef, now))) {
      throw conflict('QUOTE_ALREADY_TAKEN_UP', 'This quote has already been taken up');
    }
    const paymentIntentId =
      body.paymentMethod === 'CARD_PAYMENT' ? body.paymentIntentId : undefined;
    if (paymentIntentId && !(await usePayment(tx, paymentIntentId))) {
      throw conflict('PAYMENT_TOKEN_ALREADY_USED', MESSAGES.PAYMENT_TOKEN_ALREADY_USED);
    }
    await insertPolicy(
      tx,
      {
        policyRef,
        quoteRef: record.quoteRef,
        optionId: option.optionId,
        paymentCollectionCode: collection.code,
        paymentMethod: collection.paymentMethod,
        paymentDate,
        restartQuoteRef: null,
        cancelledAt: null,
      },
      now,
    );
    await insertDocuments(
      tx,
      policyDocuments(policyRef, body.paymentMethod === 'DIRECT_DEBIT'),
      now,
    );
  });

  const contact = contactOf(await findContactPreferences(context.db, record.quoteRef));
  const email = contact.contactEmail ?? record.risk.proposerDetails.emailAddress ?? '';
  return {
    policyReference: policyRef,
    portalUserStatus: email.toLowerCase().includes('existing')
      ? 'USER_ALREADY_EXISTS'
      : 'USER_CREATED',
    paymentDate,
    sendWelcomePack: contact.sendPolicyDocumentsByPost === true,
  };
}

async function assertCardPaid(
  context: SandboxContext,
  record: QuoteRecord,
  collection: PaymentCollectionOption,
  paymentIntentId: string | undefined,
): Promise<void> {
  const payment = paymentIntentId ? await findPayment(context.db, paymentIntentId) : undefined;
  if (!payment || payment.quoteRef !== record.quoteRef || payment.status !== 'succeeded')
    throw paymentFailed();
  if (payment.used)
    throw conflict('PAYMENT_TOKEN_ALREADY_USED', MESSAGES.PAYMENT_TOKEN_ALREADY_USED);
  if (!sameAmount(payment.amount, collection.upFrontAmount.amount)) throw quoteMismatch();
}

function assertBankDetails(body: TakeUpQuoteRequest): void {
  if (!body.bankDetails) {
    throw badRequest('Validation error', [
      { field: 'body.bankDetails', message: 'Bank details are required' },
    ]);
  }
  const outcome = checkBankDetails(body.bankDetails.sortCode, body.bankDetails.accountNumber);
  if (outcome.kind === 'invalidSortCode') throw invalidSortCode('body.bankDetails.sortCode');
  if (outcome.kind === 'notFound') throw paymentFailed();
}

function coverStartOf(record: QuoteRecord, option: UnderwrittenOption): Date {
  const requested = record.risk.coverDetails.effectiveFrom;
  // 1700-02-01 is the contract's unset-date sentinel; the priced option then holds the real start.
  return calendarDate(requested.startsWith('1700-02-01') ? option.effectiveFrom : requested);
}

function policyDocuments(policyRef: string, creditAgreement: boolean): DocumentRecord[] {
  const titles: readonly string[] = creditAgreement
    ? [...POLICY_DOCUMENTS, CREDIT_AGREEMENT]
    : POLICY_DOCUMENTS;
  return titles.map((title) => ({
    id: newReference('DOC'),
    policyRef,
    fileName: `${title}.pdf`,
    title,
  }));
}

/** The saved UpdateContactPreferences body is stored as sent; read only the two fields take-up needs. */
function contactOf(saved: unknown): {
  contactEmail?: string;
  sendPolicyDocumentsByPost?: boolean | null;
} {
  if (typeof saved !== 'object' || saved === null || !('contactDetails' in saved)) return {};
  const details = saved.contactDetails;
  if (typeof details !== 'object' || details === null) return {};
  const contact: { contactEmail?: string; sendPolicyDocumentsByPost?: boolean | null } = {};
  if ('contactEmail' in details && typeof details.contactEmail === 'string')
    contact.contactEmail = details.contactEmail;
  if (
    'sendPolicyDocumentsByPost' in details &&
    typeof details.sendPolicyDocumentsByPost === 'boolean'
  ) {
    contact.sendPolicyDocumentsByPost = details.sendPolicyDocumentsByPost;
  }
  return contact;
}

// ---------------------------------------------------------------- 3-D Secure (sandbox only, outside /api)

type ChallengeOutcome = 'approve' | 'fail';

function threeDSecureRoutes(router: Router, context: SandboxContext): void {
  router.get('/__sandbox/3ds/:paymentIntentId', async (req, res) => {
    const payment = await findPayment(context.db, req.params.paymentIntentId);
    if (!payment) {
      res
        .status(404)
        .type('html')
        .send(page('Payment not found', '<p>There is no such payment to authenticate.</p>'));
      return;
    }
    res.type('html').send(challengePage(payment.paymentIntentId, payment.amount, payment.status));
  });

  router.post(
    '/__sandbox/3ds/:paymentIntentId',
    express.urlencoded({ extended: false }),
    async (
      req: Request<{ paymentIntentId: string }, unknown, { outcome?: unknown } | undefined>,
      res,
    ) => {
      const { paymentIntentId } = req.params;
      const outcome = req.body?.outcome;
      const fromForm = Boolean(req.is('application/x-www-form-urlencoded'));
      const reply = (
        status: number,
        body: ApiErrorBody | { paymentIntentId: string; status: PaymentStatus },
      ) => {
        if (!fromForm) res.status(status).json(body);
        else if ('code' in body)
          res
            .status(status)
            .type('html')
            .send(page('3-D Secure check', `<p role="alert">${escapeHtml(body.message)}</p>`));
        else res.status(status).type('html').send(resultPage(body.paymentIntentId, body.status));
      };
      if (outcome !== 'approve' && outcome !== 'fail') {
        reply(400, { code: 'VALIDATION_ERROR', message: "Send { outcome: 'approve' | 'fail' }" });
        return;
      }
      const payment = await findPayment(context.db, paymentIntentId);
      if (!payment) {
        reply(404, { code: 'NOT_FOUND', message: 'Payment not found' });
        return;
      }
      const status = await completeChallenge(context, payment.paymentIntentId, outcome);
      if (!status) {
        reply(409, {
          code: 'PAYMENT_TOKEN_ALREADY_USED',
          message: 'This payment is not waiting for 3-D Secure',
        });
        return;
      }
      reply(200, { paymentIntentId: payment.paymentIntentId, status });
    },
  );
}

async function completeChallenge(
  context: SandboxContext,
  paymentIntentId: string,
  outcome: ChallengeOutcome,
): Promise<PaymentStatus | undefined> {
  const settled =
    outcome === 'approve'
      ? { status: 'succeeded' as const, failureCode: null }
      : { status: 'failed' as const, failureCode: 'PAYMENT_FAILED' };
  return (await settlePayment(context.db, paymentIntentId, settled)) ? settled.status : undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main>${script}</body>
</html>`;
}

function challengePage(paymentIntentId: string, amount: number, status: PaymentStatus): string {
  if (status !== 'requires_action') {
    return page(
      '3-D Secure check',
      `<p role="status">This payment has already been ${escapeHtml(status)}.</p>`,
    );
  }
  const action = `/__sandbox/3ds/${encodeURIComponent(paymentIntentId)}`;
  const button = (outcome: ChallengeOutcome, label: string) =>
    `<form method="post" action="${action}" style="display:inline"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return page(
    '3-D Secure check',
    `<p>Sandbox card issuer: confirm the payment of £${amount.toFixed(2)} to ${STOREFRONT_NAME}.</p>
<p>This is a test page; no real bank is contacted.</p>
${button('approve', 'Approve')}${button('fail', 'Fail')}`,
  );
}

/** Tells a framing or opening page how the challenge ended, so the checkout can carry on. */
function resultPage(paymentIntentId: string, status: PaymentStatus): string {
  const message = { type: 'sandbox-3ds-complete', paymentIntentId, status };
  const script = `<script>(window.opener||window.parent).postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')},window.location.origin)</script>`;
  const text = status === 'succeeded' ? 'Payment authenticated.' : 'Authentication failed.';
  return page(
    '3-D Secure check',
    `<p role="status">${text} You can return to the checkout.</p>`,
    script,
  );
}
