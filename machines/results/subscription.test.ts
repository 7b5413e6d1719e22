import { describe, expect, it } from 'vitest';
import { anOption, aThirtyDayOption } from '../testing/factories';
import { policyCoverFacts, renewalTimeline } from './subscription';

describe('renewal timeline (spec 2 §9 Rolling subscription, Renewal contact lead)', () => {
  it('charges a 30-day policy the day before it ends and emails 6 days before', () => {
    // Starts 23/11/2026: shown ending 22/12/2026 (start minus one day plus 30 days).
    expect(renewalTimeline(aThirtyDayOption())).toEqual({
      duration: 'ThirtyDay',
      ends: new Date(2026, 11, 22),
      contact: new Date(2026, 11, 16),
      payment: new Date(2026, 11, 21),
    });
  });

  it('contacts an annual customer 4 weeks before the end, with no rolling payment', () => {
    expect(renewalTimeline(anOption())).toEqual({
      duration: 'Annual',
      ends: new Date(2027, 10, 22),
      contact: new Date(2027, 9, 25),
      payment: null,
    });
  });

  it('gives nothing without an option or with unreadable dates', () => {
    expect(renewalTimeline(null)).toBeNull();
    expect(renewalTimeline(anOption({ effectiveTo: 'not a date' }))).toBeNull();
    expect(renewalTimeline(aThirtyDayOption({ effectiveFrom: '' }))).toBeNull();
  });
});

describe('what a policy earns and includes (spec 2 §9, spec 1 §4 Thirty-day policies)', () => {
  it('earns no NCD on a 30-day policy and leaves out breakdown, keycare and excess reimbursement', () => {
    expect(policyCoverFacts(aThirtyDayOption())).toEqual({
      earnsNoClaimsDiscount: false,
      excluded: ['breakdown', 'keycare', 'excessReimbursement'],
    });
  });

  it('says nothing is left out of an annual policy, which earns NCD', () => {
    expect(policyCoverFacts(anOption())).toEqual({ earnsNoClaimsDiscount: true, excluded: [] });
  });
});
