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

export interface Reply {
  status: number;
  body: unknown;
}

export interface SandboxUnderTest {
  running(): RunningSandbox;
  call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
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
  return {
    running,
    async call(method, path, { body, headers = {} } = {}) {
      const response = await fetch(`${running().url}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

/** A fresh quotable direct quote (DL19 CAR at SW1A 1AA), priced through GenerateNewPrivateCarQuote. */
export async function newQuote(sandbox: SandboxUnderTest): Promise<QuoteResult> {
  const person = {
    title: 'MR',
    firstName: 'Idem',
    lastNames: 'Potent',
    dateOfBirth: '1985-01-31',
    emailAddress: 'idem.potent@example.com',
  };
  const reply = await sandbox.call('POST', '/api/v2/Quote/GenerateNewPrivateCarQuote', {
    body: { quote: seedRisk(person, new Date()) },
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
