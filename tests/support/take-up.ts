/**
 * A customer buying a quote on a test's sandbox (tests/security/stores.ts): priced with an email address of
 * the test's own, paid by the sandbox's test card and taken up, as the customer's own browser (a visitor
 * whose cookies are kept) does it.
 */
import { randomUUID } from 'node:crypto';
import type {
  PaymentIntentResult,
  QuoteResult,
  StatementOfFact,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
} from '../../server/contract';
import { seedRisk } from '../../server/seed';
import { newVisitor, type Reply, type Visitor } from '../../server/testing/http';
import { CARDS, intentBody, providerHeader, takeUpBody } from '../../server/testing/sandbox';
import type { Attacked } from '../security/stores';
import { merge, type DeepPartial } from './factories';

/** A statement of fact as the quote pages send it: two sections, each question as worded on screen. */
export const aStatementOfFact = (overrides?: DeepPartial<StatementOfFact>): StatementOfFact =>
  merge<StatementOfFact>(
    {
      wordingVersion: '2026-03',
      sections: [
        {
          heading: 'About you',
          answers: [
            { question: 'What is your date of birth?', answer: '31/01/1985' },
            { question: 'Are you a homeowner?', answer: 'Yes' },
            { question: 'Are you the vehicle’s registered keeper?', answer: 'Yes – since 2021' },
          ],
        },
        {
          heading: 'Driving history',
          answers: [
            {
              question: 'Have you had any motoring convictions in the last 5 years?',
              answer: 'No',
            },
          ],
        },
      ],
    },
    overrides,
  );

/** An email address no other test writes to, so a shared outbox can be read for this test alone. */
export const anEmailAddress = (name = 'buyer') => `${name}.${randomUUID().slice(0, 8)}@example.com`;

export interface Purchase {
  quote: QuoteResult;
  takeUp: Reply;
  /** The take-up body sent, to send again. */
  body: TakeUpQuoteRequest;
  visitor: Visitor;
}

export interface PurchaseOptions {
  email: string;
  statementOfFact?: StatementOfFact;
  idempotencyKey?: string;
  /** Which sandbox (round robin) each call goes to. */
  at?: number;
}

/** Prices a direct quote for `email`, pays it in full by card and takes it up. */
export async function buyQuote(sandbox: Attacked, options: PurchaseOptions): Promise<Purchase> {
  const visitor = newVisitor();
  const at = options.at ?? 0;
  const person = {
    title: 'MR',
    firstName: 'Outbox',
    lastNames: 'Reader',
    dateOfBirth: '1985-01-31',
    emailAddress: options.email,
  };
  const priced = await sandbox.call(at, 'POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
    body: { quote: seedRisk(person, new Date()) },
    visitor,
  });
  if (priced.status !== 200) throw new Error(`Could not quote: ${JSON.stringify(priced.body)}`);
  const quote = priced.body as QuoteResult;
  const intent = await sandbox.call(at, 'POST', '/api/v2/Payment/MakePaymentIntent', {
    body: intentBody(quote, { card: CARDS.succeeds }),
    headers: providerHeader('SANDBOX'),
    visitor,
  });
  if (intent.status !== 200) throw new Error(`Could not pay: ${JSON.stringify(intent.body)}`);
  const { paymentIntentId } = intent.body as PaymentIntentResult;
  const body: TakeUpQuoteRequest = {
    ...takeUpBody(quote, paymentIntentId),
    ...(options.statementOfFact ? { statementOfFact: options.statementOfFact } : {}),
  };
  const takeUp = await sandbox.call(at, 'POST', '/api/v2/Payment/TakeUpQuote', {
    body,
    headers:
      options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey },
    visitor,
  });
  return { quote, takeUp, body, visitor };
}

/** The policy reference of a take-up that succeeded. */
export function policyOf(purchase: Purchase): string {
  if (purchase.takeUp.status !== 200) {
    throw new Error(`The take-up failed: ${JSON.stringify(purchase.takeUp.body)}`);
  }
  return (purchase.takeUp.body as TakeUpQuoteResult).policyReference;
}
