/** Starts the sandbox on PGlite in-process for a server test file and calls its API over HTTP. */
import { afterAll, beforeAll } from 'vitest';
import type { SandboxEnv } from '../config';
import type {
  PaymentCollectionOption,
  PaymentProvider,
  QuoteResult,
  TakeUpQuoteRequest,
  UnderwrittenOption,
} from '../contract';
import { startSandbox, type RunningSandbox } from '../main';
import { seedRisk } from '../seed';
import { callSandbox, newVisitor, type CallOptions } from './http';

/** An answer's status and parsed body. */
export interface Reply {
  status: number;
  body: unknown;
}

export interface SandboxUnderTest {
  running(): RunningSandbox;
  /** A call as the suite's one visitor (its cookies kept across calls), unless the options name another. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: CallOptions,
  ): Promise<Reply>;
}

export function sandboxForTests(env: Partial<SandboxEnv> = {}): SandboxUnderTest {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({
      env: { PORT: 0, HOST: '127.0.0.1', DATA_DIR: 'memory://', SANDBOX_SEED: '1', ...env },
      validateResponses: true,
    });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });
  const running = () => {
    if (!sandbox) throw new Error('The sandbox is not running: call it inside a test or hook');
    return sandbox;
  };
  const visitor = newVisitor();
  return {
    running,
    call: async (method, path, options = {}) => {
      const { status, body } = await callSandbox(running().url, method, path, {
        visitor,
        ...options,
      });
      return { status, body };
    },
  };
}

/**
 * Gives the suite's visitor access to a quote as its customer gets it (server/quote-access.ts): with the
 * aggregator's token where the quote has one, else by passing the quote retrieval's data-protection check
 * with the details the store holds. For the seeded fixtures and quotes another visitor made.
 */
export async function holdQuote(sandbox: SandboxUnderTest, quoteRef: string): Promise<void> {
  await holdQuoteWith(sandbox.running(), quoteRef, (path) => sandbox.call('GET', path));
}

/** holdQuote for any client: `get` calls a path of the running sandbox as the visitor to be given access. */
export async function holdQuoteWith(
  running: RunningSandbox,
  quoteRef: string,
  get: (path: string) => Promise<Reply>,
): Promise<void> {
  const [row] = await running.db.query<{
    quote_ref: string;
    aggregator_token: string | null;
    surname: string;
    date_of_birth: string;
    postcode: string;
    registration: string;
  }>(
    'select quote_ref, aggregator_token, surname, date_of_birth, postcode, registration from quotes where upper(quote_ref) = upper($1)',
    [quoteRef.trim()],
  );
  if (!row) throw new Error(`The sandbox holds no quote ${quoteRef}`);
  const query = new URLSearchParams(
    row.aggregator_token
      ? { Token: row.aggregator_token, QuoteReference: row.quote_ref }
      : {
          QuoteReference: row.quote_ref,
          VehicleRegistration: row.registration,
          Postcode: row.postcode,
          Surname: row.surname,
          DateOfBirth: row.date_of_birth,
        },
  );
  const operation = row.aggregator_token ? 'GetAggregatorQuote' : 'GetQuoteDpaCheck';
  const reply = await get(`/api/v1/Quote/${operation}?${query.toString().replaceAll('+', '%20')}`);
  // Access is given once the token or the details are right, also for a quote no longer for sale (409).
  const code = (reply.body as { code?: unknown } | undefined)?.code;
  const given =
    reply.status === 200 ||
    (reply.status === 409 &&
      ['QUOTE_TAKEN_UP', 'QUOTE_ALREADY_TAKEN_UP', 'QUOTE_EXPIRED'].includes(String(code)));
  if (!given) {
    throw new Error(`${operation} gave no access to ${quoteRef}: ${JSON.stringify(reply)}`);
  }
}

/** The proposer of `newQuote`'s quotes unless a test names another: quoted, no fixture's surname. */
export const QUOTED_PROPOSER = {
  title: 'MR',
  firstName: 'Idem',
  lastNames: 'Potent',
  dateOfBirth: '1985-01-31',
  emailAddress: 'idem.potent@example.com',
};

/**
 * A fresh direct quote (DL19 CAR at SW1A 1AA), priced through GenerateNewPrivateCarQuote, for `proposer` (a
 * fixture's surname gives its outcome, docs/fixtures.md), by default one the sandbox quotes.
 */
export async function newQuote(
  sandbox: SandboxUnderTest,
  proposer: typeof QUOTED_PROPOSER = QUOTED_PROPOSER,
): Promise<QuoteResult> {
  const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
    body: { quote: seedRisk(proposer, new Date()) },
  });
  if (reply.status !== 200) throw new Error(`Could not quote: ${JSON.stringify(reply.body)}`);
  return reply.body as QuoteResult;
}

/** The quote's first option and its card payment collection option. */
export function cardChoice(result: QuoteResult): {
  option: UnderwrittenOption;
  payment: PaymentCollectionOption;
} {
  const option = result.underwritingOutcome.underwrittenOptions[0];
  const payment = option?.paymentCollectionOptions.find(
    (item) => item.paymentMethod === 'CARD_PAYMENT',
  );
  if (!option || !payment) throw new Error(`Quote ${result.quoteRef} has no card option`);
  return { option, payment };
}

export const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
  declinedAtConfirmation: '4000000000000341',
} as const;

/** A MakePaymentIntent body for the quote's card option: with a test card, or the provider's fields. */
export function intentBody(
  result: QuoteResult,
  source: { card: string } | { paymentMethodId?: string },
) {
  const { option, payment } = cardChoice(result);
  return {
    quoteReference: result.quoteRef,
    optionId: option.optionId,
    paymentCollectionOptionCode: payment.code,
    amount: payment.upFrontAmount,
    ...('card' in source
      ? {
          card: {
            number: source.card,
            expiryMonth: 12,
            expiryYear: new Date().getFullYear() + 3,
            cvc: '123',
          },
        }
      : source),
  };
}

export function takeUpBody(result: QuoteResult, paymentIntentId: string): TakeUpQuoteRequest {
  const { option, payment } = cardChoice(result);
  return {
    quoteReference: result.quoteRef,
    optionId: option.optionId,
    paymentCollectionOptionCode: payment.code,
    paymentMethod: 'CARD_PAYMENT',
    paymentIntentId,
  };
}

export const providerHeader = (provider: PaymentProvider, key?: string) => ({
  provider,
  ...(key === undefined ? {} : { 'Idempotency-Key': key }),
});
