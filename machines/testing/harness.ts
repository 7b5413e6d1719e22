/** Runs the journey with fake services, as the app does with real ones. */
import { createActor, fromPromise, type AnyActorLogic, type SimulatedClock } from 'xstate';
import { journeyMachine } from '../journey';
import type { JourneyInput } from '../core/types';
import type { ReferenceData } from '../core/reference-data';
import {
  aFullAddress,
  anAddressSearchItem,
  aPaymentSetUp,
  aQuoteResult,
  aVehicleLookup,
} from './factories';
import { fakePaymentWidget } from './fake-widget';

export const referenceData: ReferenceData = {
  titles: [{ code: 'MR', description: 'Mr' }],
};

type Services = Parameters<typeof journeyMachine.provide>[0]['actors'];

const resolves = <T>(value: T) => fromPromise(() => Promise.resolve(value));

/** Every service answering as a quotable direct journey would; override any with `services`. */
export function fakeServices(services: Partial<NonNullable<Services>> = {}): NonNullable<Services> {
  return {
    loadReferenceData: resolves(referenceData),
    lookupVehicle: resolves(aVehicleLookup()),
    searchAddresses: resolves([anAddressSearchItem()]),
    getAddressById: resolves(aFullAddress()),
    generateQuote: resolves(aQuoteResult()),
    rateExistingQuote: resolves(aQuoteResult({ quoteRef: 'DC-TEST0001' })),
    updateNoClaimsProtection: resolves(aQuoteResult()),
    repriceWithAddOns: resolves(aQuoteResult()),
    setVehicleRegistration: resolves({
      quoteReference: 'DC-TEST0001',
      vehicleRegistration: 'DL19CAR',
      optionId: 'OPT-1',
      underwritingOutcomeResponseId: 'UOR-2',
    }),
    saveContactPreferences: resolves({
      hasPriceChanged: false,
      optionId: 'OPT-1',
      underwritingOutcomeResponseId: 'UOR-2',
    }),
    loadPaymentDate: resolves({ paymentDate: '2026-12-23' }),
    setUpPayment: resolves(aPaymentSetUp()),
    makePaymentIntent: resolves({
      paymentIntentId: 'pi_sandbox_1',
      clientSecret: 'pi_sandbox_1_secret',
      status: 'succeeded',
      challengeUrl: null,
    }),
    paymentWidget: fakePaymentWidget(),
    checkBankDetails: resolves({
      sortCode: '200000',
      accountNumber: '12345678',
      isValid: true,
      bankName: 'Barclays Bank',
      branchName: 'Leeds',
    }),
    takeUpQuote: resolves({
      policyReference: 'POL-1',
      portalUserStatus: 'USER_CREATED',
      paymentDate: '2026-11-22',
      sendWelcomePack: false,
    }),
    loadAggregatorQuote: fromPromise(() => Promise.reject(new Error('not used'))),
    loadRestartPremium: fromPromise(() => Promise.reject(new Error('not used'))),
    restartDpaCheck: fromPromise(() => Promise.reject(new Error('not used'))),
    reminderDpaCheck: fromPromise(() => Promise.reject(new Error('not used'))),
    readRetrieveQuoteStamp: resolves(null),
    downloadCreditDocument: resolves(undefined),
    loadSavedQuote: fromPromise(() => Promise.reject(new Error('not used'))),
    retrievalDpaCheck: fromPromise(() => Promise.reject(new Error('not used'))),
    saveQuoteForLater: fromPromise(() => Promise.reject(new Error('not used'))),
    savedQuoteDpaCheck: fromPromise(() => Promise.reject(new Error('not used'))),
    ...services,
  } as NonNullable<Services>;
}

/** Starts the journey with fake services; a `clock` lets a test move time on by hand. */
export function startJourney(
  input: JourneyInput = {},
  services: Partial<NonNullable<Services>> = {},
  clock?: SimulatedClock,
) {
  const actor = createActor(journeyMachine.provide({ actors: fakeServices(services) }), {
    input,
    ...(clock ? { clock } : {}),
  });
  actor.start();
  return actor;
}

export type { AnyActorLogic };
