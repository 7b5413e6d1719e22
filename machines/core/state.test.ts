import { describe, expect, it } from 'vitest';
import {
  UNSET_DATE,
  completedStepKeys,
  initialContactState,
  initialPaymentState,
  initialQuoteState,
  initialResultState,
  initialVehicleLookupState,
  isUnsetDate,
} from './state';

describe('initial journey state (spec 1 §3, spec 2 §3)', () => {
  it('starts the quote at step 1 with every completed-step flag false', () => {
    const quote = initialQuoteState();
    expect(quote.activeStep).toBe(1);
    expect(Object.keys(quote.completedSteps)).toEqual([...completedStepKeys]);
    expect(completedStepKeys).toEqual([
      'vehicleDetails',
      'vehicleDetailsTwo',
      'aboutYou',
      'driverDetails',
      'driverDetailsTwo',
      'additionalDrivers',
      'vehicleCover',
      'results',
      'durationPanel',
      'pcwResults',
      'paymentSummary',
      'makePayment',
      'thankYou',
      'decline',
      'timeOut',
      'error',
      'referral',
    ]);
    expect(Object.values(quote.completedSteps).every((done) => !done)).toBe(true);
    expect(quote.aggLoading).toBe(false);
    expect(quote.hasRiskDataChanged).toBe(false);
  });

  it('holds the spec defaults: main driver, zero value and excess, marketing opted in', () => {
    const quote = initialQuoteState();
    expect(quote.proposerDetails.isMainDriver).toBe(true);
    expect(quote.vehicleDetails.value).toBe(0);
    expect(quote.coverDetails.voluntaryExcess).toBe(0);
    expect(quote.marketingPreferences).toEqual({
      emailOptIn: true,
      phoneOptIn: true,
      smsOptIn: true,
    });
    expect(quote.additionalDrivers).toEqual([]);
    expect(quote.proposerDetails.motoringClaims).toEqual([]);
    expect(quote.proposerDetails.motoringConvictions).toEqual([]);
    expect(quote.vehicleDetails.modifications).toEqual([]);
  });

  it('holds the 1700-02-01 sentinel in every unset date', () => {
    const quote = initialQuoteState();
    for (const date of [
      quote.proposerDetails.dateOfBirth,
      quote.proposerDetails.ukResidenceSince,
      quote.proposerDetails.licenceObtained,
      quote.vehicleDetails.datePurchased,
      quote.vehicleDetails.registrationDate,
      quote.coverDetails.effectiveFrom,
      quote.coverDetails.effectiveTo,
    ]) {
      expect(date).toBe(UNSET_DATE);
      expect(isUnsetDate(date)).toBe(true);
    }
    expect(isUnsetDate('1990-07-22')).toBe(false);
  });

  it('defaults the result to Braintree and the payment to an uncreated portal user with 11 instalments', () => {
    expect(initialResultState()).toMatchObject({
      paymentProvider: 'BRAINTREE',
      quoteRef: null,
      isLatestFullyPricedQuote: false,
      thirtyDayQuoteDetails: {
        quoteRef: null,
        showOnly30DayQuote: false,
        thirtyDayUnderwritingOutcome: null,
      },
    });
    expect(initialPaymentState()).toMatchObject({
      portalUserStatus: 'USER_NOT_CREATED',
      selectedPaymentMethod: null,
      addons: [],
      is30DayQuote: false,
    });
  });

  it('defaults the contact preferences: documents by email, post unanswered, marketing on', () => {
    expect(initialContactState()).toEqual({
      contactPhoneNumber: '',
      contactEmail: '',
      sendPolicyDocumentByEmail: true,
      sendPolicyDocumentsByPost: null,
      marketingPreferenceSms: true,
      marketingPreferenceEmail: true,
      marketingPreferencePhone: true,
      annualIncome: null,
    });
    expect(initialVehicleLookupState()).toEqual({
      isCommercialVehicle: false,
      isMotorCycle: false,
      vehicleInfo: null,
    });
  });

  it('gives each start its own objects, so one journey never changes another', () => {
    const first = initialQuoteState();
    first.proposerDetails.motoringClaims.push({
      dateOfClaim: '2024-01-01',
      typeOfClaim: 'A',
      statusOfClaim: 'S',
      atFault: false,
      noClaimsBonusAffected: false,
      costOfClaim: 100,
    });
    expect(initialQuoteState().proposerDetails.motoringClaims).toEqual([]);
  });
});
