import type { ServerErrorCode } from './contract';

/** A fault injected into one operation: the next `times` calls (or all, when undefined) answer `status`. */
export interface Fault {
  status: number;
  code?: ServerErrorCode | undefined;
  times?: number | undefined;
}

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

  set(operationId: string, fault: Fault): void {
    this.faults.set(operationId, fault);
  }

  clear(operationId?: string): void {
    if (operationId) this.faults.delete(operationId);
    else this.faults.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }

  /** The fault to apply to this call of `operationId`, consuming one of its `times`. */
  take(operationId: string): Fault | undefined {
    const fault = this.faults.get(operationId);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(operationId);
      else this.faults.set(operationId, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }
}
