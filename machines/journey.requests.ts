/** The bodies of the journey's calls, built from its context. */
import type { CardPaymentInput, JourneyContext, RateQuoteInput } from './journey.types';
import { apiQuoteFromState } from './rules/quote-mapping';
import { normalisePhone } from './rules/formats';
import type {
  GenerateQuoteRequest,
  PaymentCollectionOption,
  Quote,
  TakeUpQuoteRequest,
  UpdateContactPreferencesRequest,
} from './state/contract';

export function apiQuote(context: JourneyContext): Quote {
  return apiQuoteFromState(context.quote);
}

/** The honeypot mark goes with the quote only when set, so a customer's request is unchanged (spec 1 §5). */
const spamFlagOf = (context: JourneyContext): { isSuspectedSpam?: true } =>
  context.quote.isSuspectedSpam ? { isSuspectedSpam: true } : {};

export function generateQuoteRequest(context: JourneyContext): GenerateQuoteRequest {
  return { quote: apiQuote(context), ...spamFlagOf(context) };
}

export function rateQuoteInput(context: JourneyContext): RateQuoteInput {
  return {
    quoteRef: context.result.quoteRef ?? '',
    quote: apiQuote(context),
    ...spamFlagOf(context),
  };
}

/** The collection option of the selected underwritten option for the chosen payment method. */
export function chosenCollectionOption(context: JourneyContext): PaymentCollectionOption | null {
  const method = context.payment.selectedPaymentMethod;
  const option = context.result.selectedOption;
  if (!method || !option) return null;
  return option.paymentCollectionOptions.find((item) => item.paymentMethod === method) ?? null;
}

export function contactPreferencesRequest(
  context: JourneyContext,
): UpdateContactPreferencesRequest {
  const form = context.pendingContact;
  const drivers = context.quote.additionalDrivers;
  const request: UpdateContactPreferencesRequest = {
    quoteReference: context.result.quoteRef ?? '',
    contactDetails: {
      contactPhoneNumber: normalisePhone(form?.phoneNumber ?? context.contact.contactPhoneNumber),
      contactEmail: form?.emailAddress ?? context.contact.contactEmail,
      sendPolicyDocumentByEmail: context.contact.sendPolicyDocumentByEmail,
      sendPolicyDocumentsByPost: context.contact.sendPolicyDocumentsByPost,
      marketingPreferenceSms: !(form?.optOutMarketingPreferenceSms ?? false),
      marketingPreferenceEmail: !(form?.optOutMarketingPreferenceEmail ?? false),
      marketingPreferencePhone: !(form?.optOutMarketingPreferencePhone ?? false),
      automaticRenewal: !(form?.renewalOptOut ?? context.payment.renewalOptOut ?? false),
    },
    selectedAddOns: context.payment.addons,
  };
  const licenceNumber = form?.licenceNumber ?? context.quote.proposerDetails.licenceNumber;
  if (licenceNumber) request.licenceNumber = licenceNumber;
  const driverNumbers = form?.additionalDriverLicenceNumbers ?? [];
  if (drivers.length > 0) {
    request.additionalDriverDetails = drivers.map((driver, index) => ({
      firstName: driver.firstName,
      lastName: driver.lastNames,
      dateOfBirth: driver.dateOfBirth,
      driverLicenceNumber: driverNumbers[index] ?? driver.licenceNumber ?? '',
    }));
  }
  if (form?.annualIncome != null) request.annualIncome = Math.round(form.annualIncome);
  return request;
}

export function cardPaymentInput(context: JourneyContext): CardPaymentInput {
  const collectionOption = chosenCollectionOption(context);
  if (!context.result.quoteRef) throw new Error('Require a quote reference to proceed to payment');
  if (!collectionOption || !context.result.selectedOption)
    throw new Error('No payment options selected');
  return {
    quoteRef: context.result.quoteRef,
    optionId: context.result.selectedOption.optionId,
    collectionOption,
    provider: context.result.paymentProvider,
    paymentDetails: context.pendingPaymentDetails,
  };
}

export function takeUpRequest(context: JourneyContext): TakeUpQuoteRequest {
  const collectionOption = chosenCollectionOption(context);
  const option = context.result.selectedOption;
  if (!context.result.quoteRef) throw new Error('Require a quote reference to proceed to payment');
  if (!collectionOption || !option) throw new Error('No payment options selected');
  const request: TakeUpQuoteRequest = {
    quoteReference: context.result.quoteRef,
    optionId: option.optionId,
    paymentCollectionOptionCode: collectionOption.code,
    paymentMethod: collectionOption.paymentMethod,
    automaticRenewal: context.payment.automaticRenewal,
  };
  if (collectionOption.paymentMethod === 'CARD_PAYMENT' && context.payment.paymentIntentId) {
    request.paymentIntentId = context.payment.paymentIntentId;
  }
  const bank = context.pendingBankDetails;
  if (collectionOption.paymentMethod === 'DIRECT_DEBIT' && bank) {
    request.bankDetails = {
      accountHolder: bank.accountHolder,
      sortCode: bank.sortCode.replace(/\D/g, ''),
      accountNumber: bank.accountNumber,
    };
  }
  return request;
}

export function restartDpaInput(context: JourneyContext) {
  const details = context.pendingDpa;
  return {
    quoteReference: context.restart.quoteRef ?? '',
    surname: details?.surname ?? '',
    dateOfBirth: details?.dateOfBirth ?? '',
    postcode: details?.postcode ?? '',
    vehicleRegistration: details?.registration ?? '',
  };
}

export function reminderInput(context: JourneyContext) {
  const details = context.pendingDpa;
  return {
    quoteRef: context.reminder.quoteRef ?? '',
    surname: details?.surname ?? '',
    dateOfBirth: details?.dateOfBirth ?? '',
    postcode: details?.postcode ?? '',
  };
}
