import { describe, expect, it } from 'vitest';
import { FaultRegistry, shapedAnswer } from './faults';

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

describe('an answer shaped by a fault', () => {
  const answer = () => ({
    hasPriceChanged: false,
    optionId: 'OPT-1',
    underwritingOutcome: { outcome: 'Quoted', underwrittenOptions: [{ optionId: 'OPT-1' }] },
  });

  it('leaves out the fields named, at the top or down a path, and keeps the rest', () => {
    expect(shapedAnswer(answer(), { omit: ['optionId', 'underwritingOutcome.outcome'] })).toEqual({
      hasPriceChanged: false,
      underwritingOutcome: { underwrittenOptions: [{ optionId: 'OPT-1' }] },
    });
  });

  it('gives fields another value, making the objects on the path the answer lacks', () => {
    expect(
      shapedAnswer(answer(), {
        set: { 'underwritingOutcome.outcome': 'Declined', 'thirtyDayQuoteDetails.quoteRef': null },
      }),
    ).toEqual({
      ...answer(),
      underwritingOutcome: { ...answer().underwritingOutcome, outcome: 'Declined' },
      thirtyDayQuoteDetails: { quoteRef: null },
    });
  });

  it('changes nothing of the answer it was given', () => {
    const given = answer();
    shapedAnswer(given, { omit: ['underwritingOutcome.outcome'], set: { optionId: 'OPT-2' } });
    expect(given).toEqual(answer());
  });

  it('sets nothing beyond the answer: a path through constructor or prototype stays in it', () => {
    const shaped = shapedAnswer(answer(), {
      set: { 'constructor.prototype.polluted': true, 'toString.polluted': true },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(shaped).toMatchObject({ constructor: { prototype: { polluted: true } } });
  });

  it('leaves a list or an empty answer as it is', () => {
    expect(shapedAnswer([{ optionId: 'OPT-1' }], { omit: ['optionId'] })).toEqual([
      { optionId: 'OPT-1' },
    ]);
    expect(shapedAnswer(undefined, { set: { optionId: 'OPT-2' } })).toBeUndefined();
  });
});
