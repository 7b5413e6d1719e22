import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentSetUp } from '../../../../machines/testing/factories';
import { JOURNEY_TEXT } from '../../../../machines/core/text';
import type { PreparedPayment } from '../../../../machines/payment/types';
import { PaymentDeclined, type PaymentAdapter } from '../types';
import { TEST_CARDS, sandboxWalletCard } from '../../../../shared/sandbox-card';
import { createSandboxAdapter } from './sandbox-adapter';

const NOW = new Date('2026-11-24T10:00:00Z');
const billing = {
  name: 'Sam Carter',
  email: 'sam@example.com',
  line1: '1 High Street',
  line2: '',
  postalCode: '',
  state: '',
  country: 'GB',
};

let adapter: PaymentAdapter | null = null;

/** The test DOM does not load frames and says so on the console; nothing else may be logged. */
function expectOnlyFrameLoadingErrors() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => {
    const others = logged.mock.calls.filter(
      ([first]) => !String(first).includes('Iframe page loading is disabled'),
    );
    expect(others).toEqual([]);
    logged.mockRestore();
  };
}

afterEach(() => {
  act(() => adapter?.teardown());
  adapter = null;
  document.body.innerHTML = '';
});

async function mounted() {
  const host = document.createElement('div');
  document.body.append(host);
  adapter = createSandboxAdapter(aPaymentSetUp(), () => NOW);
  const changes: { complete: boolean; error: string | null }[] = [];
  const walletPayments: PreparedPayment[] = [];
  const shown = await act(() =>
    adapter?.mount(host, {
      cardChanged: (change) => changes.push(change),
      walletPaymentMethod: (payment) => walletPayments.push(payment),
    }),
  );
  return { adapter, host, changes, walletPayments, shown, user: userEvent.setup() };
}

async function typeCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number: string; expiry?: string; cvc?: string; name?: string },
) {
  await user.type(screen.getByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Expiry date (MM / YY)'), card.expiry ?? '12/30');
  await user.type(screen.getByLabelText('Security code'), card.cvc ?? '123');
  await user.type(screen.getByLabelText('Name on card'), card.name ?? 'Sam Carter');
}

describe('the sandbox provider', () => {
  it('draws a test payment form with labelled card fields, and removes it on tear-down', async () => {
    const { host } = await mounted();
    expect(within(host).getByText(/Test payment form/)).toBeTruthy();
    for (const label of ['Card number', 'Expiry date (MM / YY)', 'Security code', 'Name on card']) {
      expect(within(host).getByLabelText(label)).toBeTruthy();
    }
    act(() => adapter?.teardown());
    expect(host.childElementCount).toBe(0);
  });

  it("offers its test wallet: a sheet of test cards, whose Pay gives the journey that card's wallet payment", async () => {
    const { host, walletPayments, shown, user } = await mounted();
    expect(shown).toEqual({ wallet: true });
    const openSheet = async () => {
      await user.click(within(host).getByRole('button', { name: 'Pay with the test wallet' }));
      return within(screen.getByRole('dialog', { name: 'Test wallet' }));
    };
    // Dismissed: nothing is paid.
    let sheet = await openSheet();
    await user.click(sheet.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(walletPayments).toEqual([]);
    // The first card pays; another may be chosen.
    sheet = await openSheet();
    expect(sheet.getByRole('radio', { name: 'Visa ending 4242: pays' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(sheet.getByRole('button', { name: 'Pay with this card' }));
    sheet = await openSheet();
    await user.click(sheet.getByRole('radio', { name: 'Visa ending 3184: asks for 3-D Secure' }));
    await user.click(sheet.getByRole('button', { name: 'Pay with this card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      walletPayments.map((payment) => payment.kind === 'paymentMethod' && payment.wallet),
    ).toEqual([true, true]);
    const ids = walletPayments.map((payment) =>
      payment.kind === 'paymentMethod' ? payment.paymentMethodId : '',
    );
    expect(ids.map(sandboxWalletCard)).toEqual([TEST_CARDS.succeeds, TEST_CARDS.threeDSecure]);
    // Each payment is a payment method of its own, as each wallet sheet's is.
    expect(new Set(ids).size).toBe(2);
  });

  it('prepares a valid test card as digits', async () => {
    const { user } = await mounted();
    await typeCard(user, { number: '4242424242424242' });
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe(
      '4242 4242 4242 4242',
    );
    await expect(adapter?.prepare(billing)).resolves.toEqual({
      kind: 'sandboxCard',
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    });
  });

  it('refuses an American Express card with the card-type message, on the field too', async () => {
    const { user, changes } = await mounted();
    await typeCard(user, { number: '378282246310005' });
    expect(changes.at(-1)).toEqual({ complete: false, error: JOURNEY_TEXT.payment.cardVendor });
    await expect(act(() => adapter?.prepare(billing))).rejects.toThrow(
      JOURNEY_TEXT.payment.cardVendor,
    );
  });

  it('refuses a mistyped or expired card as invalid and shows what is wrong', async () => {
    const { user } = await mounted();
    await typeCard(user, { number: '4242424242424241', expiry: '01/20' });
    await expect(act(() => adapter?.prepare(billing))).rejects.toThrow(
      JOURNEY_TEXT.payment.invalidCard,
    );
    expect(screen.getByText('Enter a valid card number')).toBeTruthy();
    expect(screen.getByText('Enter the expiry date as MM / YY, not in the past')).toBeTruthy();
  });

  it('confirms an intent that already succeeded at once', async () => {
    await mounted();
    await expect(
      adapter?.confirm(
        { paymentIntentId: 'pi_1', clientSecret: 's', status: 'succeeded', challengeUrl: null },
        billing,
      ),
    ).resolves.toEqual({ paymentIntentId: 'pi_1' });
  });

  it('declines an intent the sandbox left for the provider to confirm (the card declined at confirmation)', async () => {
    await mounted();
    const confirming = adapter?.confirm(
      {
        paymentIntentId: 'pi_unconfirmed',
        clientSecret: 's',
        status: 'requires_confirmation',
        challengeUrl: null,
      },
      billing,
    );
    await expect(confirming).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(confirming).rejects.toThrow(JOURNEY_TEXT.payment.byCode.PAYMENT_DECLINED);
  });

  it('shows the 3-D Secure page and follows what it posts back', async () => {
    const checkConsole = expectOnlyFrameLoadingErrors();
    await mounted();
    const intent = {
      paymentIntentId: 'pi_3ds',
      clientSecret: 's',
      status: 'requires_action' as const,
      challengeUrl: '/__sandbox/3ds/pi_3ds',
    };
    let confirming: Promise<{ paymentIntentId: string }> | undefined;
    act(() => {
      confirming = adapter?.confirm(intent, billing);
    });
    const frame = await screen.findByTitle('3-D Secure check');
    expect(frame.getAttribute('src')).toBe('/__sandbox/3ds/pi_3ds');
    const post = (data: object, origin = window.location.origin) => {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin }));
      });
    };
    // Another page's message, or another payment's, changes nothing.
    post(
      { type: 'sandbox-3ds-complete', paymentIntentId: 'pi_3ds', status: 'succeeded' },
      'https://elsewhere.example',
    );
    post({ type: 'sandbox-3ds-complete', paymentIntentId: 'pi_other', status: 'succeeded' });
    expect(screen.queryByTitle('3-D Secure check')).not.toBeNull();
    post({ type: 'sandbox-3ds-complete', paymentIntentId: 'pi_3ds', status: 'succeeded' });
    await expect(confirming).resolves.toEqual({ paymentIntentId: 'pi_3ds' });
    expect(screen.queryByTitle('3-D Secure check')).toBeNull();
    checkConsole();
  });

  it('declines a failed or cancelled 3-D Secure check', async () => {
    const checkConsole = expectOnlyFrameLoadingErrors();
    const { user } = await mounted();
    const intent = {
      paymentIntentId: 'pi_3ds',
      clientSecret: 's',
      status: 'requires_action' as const,
      challengeUrl: '/__sandbox/3ds/pi_3ds',
    };
    const outcomeOf = () =>
      adapter?.confirm(intent, billing).then(
        () => 'confirmed',
        (error: unknown) => (error instanceof Error ? error.message : 'not an error'),
      );
    let failed: Promise<string> | undefined;
    act(() => {
      failed = outcomeOf();
    });
    await screen.findByTitle('3-D Secure check');
    await act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-3ds-complete', paymentIntentId: 'pi_3ds', status: 'failed' },
          origin: window.location.origin,
        }),
      ),
    );
    expect(await failed).toBe(JOURNEY_TEXT.payment.authenticationFailed);

    let cancelled: Promise<string> | undefined;
    act(() => {
      cancelled = outcomeOf();
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await cancelled).toBe(JOURNEY_TEXT.payment.authenticationFailed);
    checkConsole();
  });
});
