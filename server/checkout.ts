import { randomBytes } from 'node:crypto';
import { addMonths, format, parseISO } from 'date-fns';
import type { SandboxContext } from './app';
import type {
  ContactDetails,
  MakePaymentIntentRequest,
  PaymentCollectionOption,
  PaymentIntentResult,
  PaymentProvider,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
  UnderwrittenOption,
} from './contract';
import { HttpError, badRequest, conflict, invalidSortCode } from './errors';
import { checkBankDetails } from './fixtures/bank';
import { classifyCard, type CardOutcome } from './payments/sandbox-card';
import { assertOpen, assertPurchasable, isUnsetDate, newReference, requireQuote } from './quoting';
import { findPayment, insertPayment, usePayment, type PaymentStatus } from './store/payments';
import { insertDocuments, insertPolicy, type DocumentRecord } from './store/policies';
import { claimTakeUp, findContactPreferences, type QuoteRecord } from './store/quotes';

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

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
/** The calendar date as the client wrote it, whatever the offset. */
const calendarDate = (dateTime: string) => parseISO(dateTime.slice(0, 10));

const quoteMismatch = () => conflict('QUOTE_MISMATCH', MESSAGES.QUOTE_MISMATCH);
const paymentFailed = () => conflict('PAYMENT_FAILED', MESSAGES.PAYMENT_FAILED);

/** The first Direct Debit instalment, the credit agreement's commencement date (spec 2 §2). */
export function firstInstalmentDate(coverStartDate: string): string {
  return isoDate(addMonths(calendarDate(coverStartDate), 1));
}

/** The chosen option and payment collection option of a purchasable quote, or QUOTE_MISMATCH. */
function chosenOption(
  record: QuoteRecord,
  choice: Pick<MakePaymentIntentRequest, 'optionId' | 'paymentCollectionOptionCode'> &
    Partial<Pick<TakeUpQuoteRequest, 'paymentMethod'>>,
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

// ---------------------------------------------------------------- payment intents

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

export async function createPaymentIntent(
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

export async function takeUpQuote(
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
  // An unset start leaves the real start to the priced option.
  return calendarDate(isUnsetDate(requested) ? option.effectiveFrom : requested);
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

type TakeUpContact = Partial<Pick<ContactDetails, 'contactEmail' | 'sendPolicyDocumentsByPost'>>;

/** The saved UpdateContactPreferences body is stored as sent; read only the two fields take-up needs. */
function contactOf(saved: unknown): TakeUpContact {
  if (typeof saved !== 'object' || saved === null || !('contactDetails' in saved)) return {};
  const details = saved.contactDetails;
  if (typeof details !== 'object' || details === null) return {};
  const contact: TakeUpContact = {};
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
