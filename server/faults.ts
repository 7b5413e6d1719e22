import type { ServerErrorCode } from './contract';
import { isRecord } from '../shared/is-record';

/**
 * A fault injected into one operation: the next `times` calls (or all, when undefined) wait `latencyMs`, then
 * answer `status` (or, with no status, their ordinary answer shaped by `omit` and `set`, `shapedAnswer`).
 */
export interface Fault {
  status?: number | undefined;
  code?: ServerErrorCode | undefined;
  times?: number | undefined;
  latencyMs?: number | undefined;
  /** Fields left out of the ordinary answer. */
  omit?: readonly string[] | undefined;
  /** Fields of the ordinary answer given another value. */
  set?: Readonly<Record<string, AnswerValue>> | undefined;
}

/**
 * A value `set` may give a field: text, a number, true or false, or null. What a field may be named (a
 * property, or a dotted path of up to five) is checked with the request (openapi/sandbox.yaml `AnswerField`).
 */
export type AnswerValue = string | number | boolean | null;

/**
 * The ordinary answer `body` as `fault` shapes it: without the fields `omit` names, and with `set`'s values
 * (the objects on a field's path made where the answer has none). Answers the contract allows that the
 * sandbox's own rules never give: a saved contact with no option id, a re-rate the underwriter declines. Only
 * the answer's own properties are walked, each object on the path copied, so nothing else is changed.
 */
export function shapedAnswer(body: unknown, fault: Pick<Fault, 'omit' | 'set'>): unknown {
  if (!isRecord(body)) return body;
  const shaped: Record<string, unknown> = { ...body };
  const parentOf = (path: string, make: boolean): [Record<string, unknown>, string] | undefined => {
    const names = path.split('.');
    const last = names.pop() ?? '';
    let at = shaped;
    for (const name of names) {
      const next = Object.hasOwn(at, name) ? at[name] : undefined;
      if (!isRecord(next) && !make) return undefined;
      const copy: Record<string, unknown> = isRecord(next) ? { ...next } : {};
      at[name] = copy;
      at = copy;
    }
    return [at, last];
  };
  for (const path of fault.omit ?? []) {
    const found = parentOf(path, false);
    if (found) Reflect.deleteProperty(found[0], found[1]);
  }
  for (const [path, value] of Object.entries(fault.set ?? {})) {
    const found = parentOf(path, true);
    if (found) found[0][found[1]] = value;
  }
  return shaped;
}

/**
 * The header a caller names its fault scope with: faults set by a request carrying it apply only to calls
 * carrying the same value, so parallel test workers (each its own scope) cannot take each other's faults.
 * Faults set without it apply to every call that has no scoped fault of its own.
 */
export const FAULT_SCOPE_HEADER = 'x-sandbox-scope';

const GLOBAL = '';
/** Faults kept at once, over every scope: far more than parallel test workers set. */
export const MAX_FAULTS = 500;
const key = (scope: string, operationId: string) => `${scope}\u0000${operationId}`;

/**
 * Fault injection for QA and tests. Set from SANDBOX_FAIL (`operationId=status[:CODE][xTIMES],...`,
 * e.g. `searchAddresses=500,takeUpQuote=409:QUOTE_LOCKED`) or at run time through /__sandbox/faults.
 */
export class FaultRegistry {
  private readonly faults = new Map<string, Fault>();

  static parse(spec: string | undefined): FaultRegistry {
    const registry = new FaultRegistry();
    for (const entry of (spec ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^([A-Za-z0-9]+)=(\d{3})(?::([A-Z0-9_]+))?(?:x(\d+))?$/.exec(entry);
      if (!match?.[1] || !match[2]) {
        throw new Error(
          `SANDBOX_FAIL entry "${entry}" is not operationId=status[:CODE][xTIMES], e.g. searchAddresses=500`,
        );
      }
      registry.set(match[1], {
        status: Number(match[2]),
        code: match[3] as ServerErrorCode | undefined,
        times: match[4] ? Number(match[4]) : undefined,
      });
    }
    return registry;
  }

  set(operationId: string, fault: Fault, scope: string = GLOBAL): void {
    const stored = key(scope, operationId);
    // Bounded: a new fault beyond the limit puts out the oldest, so no caller can grow the list for ever.
    this.faults.delete(stored);
    this.faults.set(stored, fault);
    while (this.faults.size > MAX_FAULTS) {
      const oldest = this.faults.keys().next();
      if (oldest.done) break;
      this.faults.delete(oldest.value);
    }
  }

  /** Removes the scope's faults (one operation's, or all of them); other scopes keep theirs. */
  clear(operationId?: string, scope: string = GLOBAL): void {
    if (operationId) {
      this.faults.delete(key(scope, operationId));
      return;
    }
    for (const stored of [...this.faults.keys()]) {
      if (stored.startsWith(`${scope}\u0000`)) this.faults.delete(stored);
    }
  }

  /** The scope's faults by operation. */
  list(scope: string = GLOBAL): Record<string, Fault> {
    return Object.fromEntries(
      [...this.faults]
        .filter(([stored]) => stored.startsWith(`${scope}\u0000`))
        .map(([stored, fault]) => [stored.slice(scope.length + 1), fault]),
    );
  }

  /**
   * The fault to apply to this call of `operationId`, consuming one of its `times`: the call's own scope's
   * first, else one set for every caller.
   */
  take(operationId: string, scope: string = GLOBAL): Fault | undefined {
    const scoped = this.faults.has(key(scope, operationId)) ? scope : GLOBAL;
    const stored = key(scoped, operationId);
    const fault = this.faults.get(stored);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(stored);
      else this.faults.set(stored, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }
}
