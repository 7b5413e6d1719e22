import { createHash } from 'node:crypto';
import type { SandboxContext } from './context';
import { HttpError, conflict } from './errors';
import {
  PENDING_STATUS,
  claimKey,
  findAnswer,
  releaseKey,
  saveAnswer,
  type StoredAnswer,
} from './store/idempotency';

/** How long a request waits for another holding its key (in another process) to answer. */
const WAIT_FOR_HOLDER_MS = 30_000;
const POLL_MS = 50;

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
 * body; a different request under the same key is refused. The key is claimed in the store before any work,
 * so however many requests with one key arrive, at however many sandboxes sharing the store, one does the
 * work and the others wait for its answer and replay it (a double click, a retry sent to another process).
 * Definite answers (2xx and 4xx) are kept with the key; a 5xx or unexpected error gives the key up, so a
 * retry tries again.
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
    const deadline = Date.now() + WAIT_FOR_HOLDER_MS;
    for (;;) {
      if (await claimKey(db, operation, key, fingerprint, this.context.now())) {
        return this.#workOnClaim(operation, key, fingerprint, work);
      }
      const stored = await findAnswer(db, operation, key);
      if (stored && stored.fingerprint !== fingerprint) throw keyReused();
      if (stored && stored.statusCode !== PENDING_STATUS) return replayOf(stored);
      // Another request holds the key and has not answered yet: wait for its answer.
      if (Date.now() > deadline) {
        throw new HttpError(503, 'INTERNAL_ERROR', 'This payment is still being processed.');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async #workOnClaim(
    operation: IdempotentOperation,
    key: string,
    fingerprint: string,
    work: () => Promise<unknown>,
  ): Promise<Answer> {
    const { db } = this.context;
    let answer: Answer;
    try {
      answer = await definiteAnswer(work);
    } catch (error) {
      await releaseKey(db, operation, key);
      throw error;
    }
    await saveAnswer(db, operation, key, {
      fingerprint,
      statusCode: answer.status,
      body: answer.body,
    });
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

const replayOf = (stored: StoredAnswer): Answer => ({
  status: stored.statusCode,
  body: stored.body,
});

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
