import { randomBytes } from 'node:crypto';
import { addMonths, format, parseISO } from 'date-fns';
import type { SandboxContext } from './context';
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
import { assertStartAhead } from './cover-dates';
import { STATEMENT_OF_FACT_TITLE } from './documents/statement-of-fact';
import { documentsEmail } from './emails/documents-email';
import { badRequest, conflict, invalidSortCode } from './errors';
import { checkBankDetails } from './fixtures/bank';
import { intentOutcome, requirePaymentSource } from './payments/intent-outcome';
import { MESSAGES } from './payments/messages';
import { assertOpen, assertPurchasable, isUnsetDate, newReference, requireQuote } from './quoting';
import { lockReference } from './store/database';
import {
  abandonPayments,
  findPayment,
  insertPayment,
  openPaymentsOf,
  usePayment,
} from './store/payments';
import { recordEmail } from './store/outbox';
import { insertDocuments, insertPolicy, type DocumentRecord } from './store/policies';
import { claimTakeUp, findContactPreferences, findQuote, type QuoteRecord } from './store/quotes';
import { insertStatementOfFact } from './store/statements-of-fact';

const POLICY_DOCUMENTS = ['Policy Schedule', 'Certificate of Motor Insurance'] as const;
/** The one-page statement issued when the take-up sends none of its own (the answers are then unknown). */
const STATEMENT_WITHOUT_ANSWERS = 'Statement of Fact';
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
  // An option without its term start (the Nostart fixture's) has no cover to sell.
  if (isUnsetDate(option.effectiveFrom))
    throw conflict('QUOTE_INELIGIBLE', 'The option has no term start to buy');
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
  const outcome = intentOutcome(body, now);
  const amount = collection.upFrontAmount.amount;
  const paymentIntentId = `pi_sandbox_${randomBytes(12).toString('hex')}`;
  // One charge per quote and amount, however many keys (or none) and sandboxes the attempts come through:
  // under a lock on the quote, a charge that succeeded and is not yet spent is answered again, and one still
  // waiting on its card issuer is given up for the new attempt (as a provider cancels an abandoned intent).
  const charged = await context.db.transaction(async (tx) => {
    await lockReference(tx, `payment:${record.quoteRef}`);
    const earlier = await openPaymentsOf(tx, record.quoteRef, amount);
    const succeeded = earlier.find((payment) => payment.status === 'succeeded');
    if (succeeded) return succeeded;
    await abandonPayments(
      tx,
      earlier.filter((payment) => payment.status === 'requires_action'),
    );
    await insertPayment(
      tx,
      {
        paymentIntentId,
        quoteRef: record.quoteRef,
        provider,
        amount,
        status: outcome.status,
        failureCode: outcome.failureCode,
        cardLast4: outcome.cardLast4,
      },
      now,
    );
    return undefined;
  });
  if (charged) return intentResult(charged.paymentIntentId, 'succeeded');
  if (outcome.status === 'failed') throw outcome.error ?? paymentFailed();
  return intentResult(paymentIntentId, outcome.status);
}

function intentResult(
  paymentIntentId: string,
  status: PaymentIntentResult['status'],
): PaymentIntentResult {
  const result: PaymentIntentResult = {
    paymentIntentId,
    clientSecret: `${paymentIntentId}_secret_${randomBytes(12).toString('hex')}`,
    status,
  };
  if (status === 'requires_action') {
    result.nextAction = {
      type: 'three_d_secure',
      redirectUrl: `/__sandbox/3ds/${paymentIntentId}`,
    };
  }
  return result;
}

// ---------------------------------------------------------------- take-up

/**
 * Takes the quote up as a policy, with its documents (the statement of fact the customer sent, when sent) and
 * the email that sends them, all in one transaction: no policy without its email, no email without its policy.
 * `origin` is where the request came (`https://host`): the email's links point there.
 */
export async function takeUpQuote(
  context: SandboxContext,
  body: TakeUpQuoteRequest,
  origin: string,
): Promise<TakeUpQuoteResult> {
  const record = await openPurchasableQuote(context, body.quoteReference);
  const { option, collection } = chosenOption(record, body);
  const now = context.now();
  // No cover in the past: a start that has passed while the customer read their price is a new quote's.
  const requestedStart = record.risk.coverDetails.effectiveFrom;
  assertStartAhead(isUnsetDate(requestedStart) ? option.effectiveFrom : requestedStart, now);

  // The card pays the price in full; a Direct Debit plan's deposit is paid by card before the mandate is set
  // up (docs/decisions/0010-direct-debit-deposit.md), and the mandate collects the instalments.
  const paidByCard = body.paymentMethod === 'CARD_PAYMENT' || collection.upFrontAmount.amount > 0;
  if (body.paymentMethod === 'DIRECT_DEBIT') assertBankDetails(body);
  const paymentIntentId = paidByCard ? body.paymentIntentId : undefined;
  if (paidByCard) await assertCardPaid(context, record, collection, paymentIntentId);

  const priced = record.result.underwritingOutcome.underwritingOutcomeResponseId;
  const policyRef = newReference('POL');
  const coverStart = coverStartOf(record, option);
  // First Direct Debit instalment a month after the cover starts; a card is charged today.
  const paymentDate = isoDate(
    body.paymentMethod === 'DIRECT_DEBIT' ? addMonths(coverStart, 1) : now,
  );

  const documents = policyDocuments(policyRef, {
    creditAgreement: body.paymentMethod === 'DIRECT_DEBIT',
    statementKept: body.statementOfFact !== undefined,
  });
  const contact = await context.db.transaction(async (tx) => {
    if (!(await claimTakeUp(tx, record.quoteRef, now))) {
      throw conflict('QUOTE_ALREADY_TAKEN_UP', 'This quote has already been taken up');
    }
    // The claim holds the quote's row: a re-rate that got in after the checks above changed what was paid
    // for, and the customer has to see the new price first.
    const claimed = await findQuote(tx, record.quoteRef);
    if (claimed?.result.underwritingOutcome.underwritingOutcomeResponseId !== priced) {
      throw quoteMismatch();
    }
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
        paymentIntentId: paymentIntentId ?? null,
      },
      now,
    );
    await insertDocuments(tx, documents, now);
    const statement = documents.find((document) => document.title === STATEMENT_OF_FACT_TITLE);
    if (statement && body.statementOfFact) {
      await insertStatementOfFact(
        tx,
        { documentId: statement.id, policyRef, statement: body.statementOfFact },
        now,
      );
    }
    const saved = contactOf(await findContactPreferences(tx, record.quoteRef));
    const to = contactEmailOf(saved, record);
    // A quote with no address to write to (none is required) gets no email.
    if (to) {
      await recordEmail(
        tx,
        documentsEmail({
          to,
          policyRef,
          origin,
          documents,
          policyTermType: option.policyTermType,
          statementKept: statement !== undefined,
          now,
        }),
      );
    }
    return saved;
  });

  const email = contactEmailOf(contact, record);
  return {
    policyReference: policyRef,
    portalUserStatus: email.toLowerCase().includes('existing')
      ? 'USER_ALREADY_EXISTS'
      : 'USER_CREATED',
    paymentDate,
    sendWelcomePack: contact.sendPolicyDocumentsByPost === true,
  };
}

/**
 * A succeeded card payment of exactly what is paid up front (the price in full, or the plan's deposit), made
 * for this quote and not yet spent on a take-up.
 */
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
  if (outcome.kind === 'notFound' || !outcome.result.isValid) throw paymentFailed();
}

function coverStartOf(record: QuoteRecord, option: UnderwrittenOption): Date {
  const requested = record.risk.coverDetails.effectiveFrom;
  // An unset start leaves the real start to the priced option.
  return calendarDate(isUnsetDate(requested) ? option.effectiveFrom : requested);
}

/**
 * The documents issued with the policy. A statement of fact the customer sent takes the place of the one
 * issued without answers, so a policy has one statement of fact either way.
 */
function policyDocuments(
  policyRef: string,
  { creditAgreement, statementKept }: { creditAgreement: boolean; statementKept: boolean },
): DocumentRecord[] {
  const titles: readonly string[] = [
    ...POLICY_DOCUMENTS,
    statementKept ? STATEMENT_OF_FACT_TITLE : STATEMENT_WITHOUT_ANSWERS,
    ...(creditAgreement ? [CREDIT_AGREEMENT] : []),
  ];
  return titles.map((title) => ({
    id: newReference('DOC'),
    policyRef,
    fileName: `${title}.pdf`,
    title,
  }));
}

type TakeUpContact = Partial<Pick<ContactDetails, 'contactEmail' | 'sendPolicyDocumentsByPost'>>;

/** Where the customer's email goes: the address saved at Buy Now, else the proposer's; '' when neither. */
const contactEmailOf = (contact: TakeUpContact, record: QuoteRecord): string =>
  (contact.contactEmail ?? record.risk.proposerDetails.emailAddress ?? '').trim();

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
