import { createHash } from 'node:crypto';
import type { SandboxContext } from './context';
import { HttpError, conflict } from './errors';
import { findAnswer, saveAnswer } from './store/idempotency';

/** The operations that take an Idempotency-Key; MakePaymentIntent v1 and v2 share their keys. */
export type IdempotentOperation = 'MakePaymentIntent' | 'TakeUpQuote';

/** An answer as sent: its status code and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The text of a JSON value with object keys sorted, so their order does not change a fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const fingerprintOf = (request: unknown): string =>
  createHash('sha256').update(canonical(request)).digest('hex');

const keyReused = () =>
  conflict(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request.',
  );

/**
 * Answers each (operation, key) once. A retry with the same request gets the first answer again, status and
 * body; a different request under the same key is refused. Requests with one key run one after another, so
 * a double click waits for the first and replays it. Definite answers (2xx and 4xx) are kept in the store;
 * a 5xx or unexpected error is not, so a retry tries again.
 */
export class IdempotencyKeys {
  readonly #queues = new Map<string, Promise<void>>();

  constructor(private readonly context: SandboxContext) {}

  answer(
    operation: IdempotentOperation,
    key: string,
    request: unknown,
    work: () => Promise<unknown>,
  ): Promise<Answer> {
    return this.#inTurn(`${operation}\n${key}`, () =>
      this.#answerOnce(operation, key, fingerprintOf(request), work),
    );
  }

  async #answerOnce(
    operation: IdempotentOperation,
    key: string,
    fingerprint: string,
    work: () => Promise<unknown>,
  ): Promise<Answer> {
    const { db } = this.context;
    const stored = await findAnswer(db, operation, key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) throw keyReused();
      return { status: stored.statusCode, body: stored.body };
    }
    const answer = await definiteAnswer(work);
    await saveAnswer(
      db,
      operation,
      key,
      { fingerprint, statusCode: answer.status, body: answer.body },
      this.context.now(),
    );
    return answer;
  }

  /** Runs `task` after every earlier task of the same key has settled. */
  #inTurn<T>(id: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(id) ?? Promise.resolve();
    const current = previous.then(task);
    const settled = current.then(
      () => undefined,
      () => undefined,
    );
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return current;
  }
}

/** The work's answer, or the 4xx it failed with; anything else is thrown on. */
async function definiteAnswer(work: () => Promise<unknown>): Promise<Answer> {
  try {
    return { status: 200, body: await work() };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      return { status: error.status, body: error.body };
    throw error;
  }
}
