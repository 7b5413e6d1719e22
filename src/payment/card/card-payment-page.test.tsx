import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { completeStep } from '../../../machines/wizard/step-answers';
import type { PaymentIntentInput, PaymentIntentToConfirm } from '../../../machines/payment/types';
import {
  initialContactState,
  initialPaymentState,
  initialResultState,
} from '../../../machines/core/state';
import { anOption, aQuoteResult, answersFor } from '../../../machines/testing/factories';
import { fakePaymentWidget } from '../../../machines/testing/fake-widget';
import { serviceError } from '../../../machines/paths/actor-outcome';
import { TEXT } from '../../../machines/core/catalogue';
import {
  quoteBefore,
  renderJourney,
  stopJourneys,
  type JourneyOptions,
} from '../../testing/render-journey';
import { payByCard } from '../../testing/payment-answers';

const text = TEXT.paymentPages.card;

afterEach(() => {
  stopJourneys();
});

/** A priced quote with payment in full by card chosen and the contact details saved by Buy Now. */
async function openCardPage(
  services: JourneyOptions['services'] = {},
  { thirtyDay = false, automaticRenewal = false } = {},
) {
  const priced = aQuoteResult();
  const opened = await renderJourney({
    path: '/make-payment',
    quote: completeStep(quoteBefore('vehicleCover'), 'vehicleCover', answersFor('vehicleCover')),
    result: {
      ...initialResultState(),
      quoteRef: priced.quoteRef,
      expiryDate: priced.expiryDate,
      isLatestFullyPricedQuote: true,
      paymentProvider: priced.paymentProvider,
      underwritingOutcome: priced.underwritingOutcome,
      outcome: 'Quoted',
      selectedOption: anOption(thirtyDay ? { policyTermType: 'ThirtyDay' } : {}),
    },
    payment: {
      ...initialPaymentState(),
      selectedPaymentMethod: 'CARD_PAYMENT',
      automaticRenewal,
      renewalOptOut: !automaticRenewal,
    },
    contact: { ...initialContactState(), contactEmail: 'sam.carter@example.com' },
    services,
  });
  await screen.findByRole('heading', { level: 1, name: text.heading }, { timeout: 5000 });
  await screen.findByRole('button', { name: /^Pay £/ });
  return opened;
}

const challenge: PaymentIntentToConfirm = {
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  status: 'requires_action',
  challengeUrl: '/__sandbox/3ds/pi_1',
};

/** The message the page shows once Pay's wait is over. */
const shownMessage = (message: string) =>
  within(screen.getByRole('main'))
    .getAllByRole('alert')
    .find((alert) => alert.textContent === message);

/** A payment intent service that keeps what it was asked, and never answers: the page stays as paid. */
function recordingIntent() {
  const inputs: PaymentIntentInput[] = [];
  const makePaymentIntent = fromPromise(({ input }: { input: PaymentIntentInput }) => {
    inputs.push(input);
    return new Promise<PaymentIntentToConfirm>(() => {});
  });
  return { inputs, services: { makePaymentIntent } };
}

describe('saving the card', () => {
  it('is one choice, left unticked unless the customer ticks it', async () => {
    const intent = recordingIntent();
    const { user } = await openCardPage(intent.services);
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('checkbox').map((box) => box.getAttribute('id'))).toEqual([
      'cardholder-saveCard',
    ]);
    const save = main.getByRole<HTMLInputElement>('checkbox', { name: text.saveCard });
    expect(save.checked).toBe(false);
    await user.click(save);
    await payByCard(user);
    await waitFor(() => {
      expect(intent.inputs[0]?.saveCard).toBe(true);
    });
  });

  it('is not saved when the customer leaves the choice', async () => {
    const intent = recordingIntent();
    const { user } = await openCardPage(intent.services);
    await payByCard(user);
    await waitFor(() => {
      expect(intent.inputs[0]?.saveCard).toBe(false);
    });
  });

  it('is not offered for a 30-day quote renewing automatically: the page says the card is kept', async () => {
    const intent = recordingIntent();
    const { user } = await openCardPage(intent.services, {
      thirtyDay: true,
      automaticRenewal: true,
    });
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('checkbox', { name: text.saveCard })).toBeNull();
    expect(main.getByText(text.keptForRenewal).tagName).toBe('P');
    await payByCard(user);
    await waitFor(() => {
      expect(intent.inputs[0]?.saveCard).toBe(true);
    });
  });

  it('is offered for a 30-day quote when the customer turned automatic renewal off', async () => {
    await openCardPage({}, { thirtyDay: true, automaticRenewal: false });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole<HTMLInputElement>('checkbox', { name: text.saveCard }).checked).toBe(
      false,
    );
    expect(main.queryByText(text.keptForRenewal)).toBeNull();
  });
});

describe('the card page', () => {
  it('focuses the message of a declined card once Pay has been answered', async () => {
    const { user } = await openCardPage({
      makePaymentIntent: fromPromise(() =>
        Promise.reject(serviceError(409, 'PAYMENT_DECLINED', 'PAYMENT_DECLINED')),
      ),
    });
    await payByCard(user);
    await waitFor(() => {
      expect(shownMessage(TEXT.payment.byCode.PAYMENT_DECLINED)).toBeDefined();
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(shownMessage(TEXT.payment.byCode.PAYMENT_DECLINED));
    });
  });

  it('focuses the message of a failed 3-D Secure check', async () => {
    const { user } = await openCardPage({
      makePaymentIntent: fromPromise(() => Promise.resolve(challenge)),
      paymentWidget: fakePaymentWidget({
        confirm: { decline: TEXT.payment.authenticationFailed },
      }),
    });
    await payByCard(user);
    await waitFor(() => {
      expect(document.activeElement).toBe(shownMessage(TEXT.payment.authenticationFailed));
    });
  });

  it('leaves focus where the customer types when a card field says what is wrong', async () => {
    const { journey, user } = await openCardPage();
    const firstName = screen.getByRole('textbox', { name: text.firstName });
    await user.click(firstName);
    act(() => {
      journey.send({ type: 'widget.cardChanged', complete: false, error: TEXT.payment.cardVendor });
    });
    expect(shownMessage(TEXT.payment.cardVendor)).toBeDefined();
    expect(document.activeElement).toBe(firstName);
  });
});
