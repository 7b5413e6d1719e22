import { describe, expect, it } from 'vitest';
import { FaultRegistry } from './faults';

describe('the fault registry', () => {
  it('gives a scoped fault only to calls of the same scope, and a shared one to every other', () => {
    const faults = new FaultRegistry();
    faults.set('takeUpQuote', { status: 409, code: 'QUOTE_LOCKED', times: 1 }, 'worker-1');
    faults.set('takeUpQuote', { status: 500 });

    expect(faults.take('takeUpQuote', 'worker-0')).toEqual({ status: 500 });
    expect(faults.take('takeUpQuote', 'worker-1')).toMatchObject({
      status: 409,
      code: 'QUOTE_LOCKED',
    });
    // Used up: the scope falls back to the shared fault.
    expect(faults.take('takeUpQuote', 'worker-1')).toEqual({ status: 500 });
  });

  it('clears and lists one scope without touching another', () => {
    const faults = new FaultRegistry();
    faults.set('searchAddresses', { status: 500 }, 'a');
    faults.set('searchAddresses', { latencyMs: 10_000 }, 'b');

    faults.clear(undefined, 'a');

    expect(faults.list('a')).toEqual({});
    expect(faults.list('b')).toEqual({ searchAddresses: { latencyMs: 10_000 } });
    expect(faults.take('searchAddresses', 'a')).toBeUndefined();
  });

  it('reads SANDBOX_FAIL as shared faults', () => {
    const faults = FaultRegistry.parse('searchAddresses=500,takeUpQuote=409:QUOTE_LOCKEDx2');
    expect(faults.take('takeUpQuote', 'any')).toEqual({
      status: 409,
      code: 'QUOTE_LOCKED',
      times: 2,
    });
    expect(faults.list()).toEqual({
      searchAddresses: { status: 500, code: undefined, times: undefined },
      takeUpQuote: { status: 409, code: 'QUOTE_LOCKED', times: 1 },
    });
  });
});
