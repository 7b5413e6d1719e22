import type { ServerErrorCode } from './contract';

/**
 * A fault injected into one operation: the next `times` calls (or all, when undefined) wait `latencyMs`, then
 * answer `status` (or, with no status, their ordinary answer, without the top-level fields `omit` names: an
 * answer the contract allows that the sandbox's own rules never give, e.g. a saved contact with no option id).
 */
export interface Fault {
  status?: number | undefined;
  code?: ServerErrorCode | undefined;
  times?: number | undefined;
  latencyMs?: number | undefined;
  omit?: readonly string[] | undefined;
}

/** A field an answer may be asked to leave out: a JSON property name as the contracts spell them. */
export const OMITTABLE_FIELD = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

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
