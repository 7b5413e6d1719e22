import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { call, servicesLoadedOnUse, type ServiceCalls } from './service';

const calls: ServiceCalls<'loadPaymentDate' | 'loadRestartPremium'> = {
  loadPaymentDate: call<'loadPaymentDate'>(({ coverStart }) =>
    Promise.resolve({ paymentDate: coverStart }),
  ),
  loadRestartPremium: call<'loadRestartPremium'>(() =>
    Promise.reject(new Error('The premium service is down')),
  ),
};

const run = <Output>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logic, { input } as never).start()) as Promise<Output>;

describe('servicesLoadedOnUse', () => {
  it('fetches the calls with the first service run, once, and runs each on its own input', async () => {
    const load = vi.fn(() => Promise.resolve(calls));
    const services = servicesLoadedOnUse(['loadPaymentDate', 'loadRestartPremium'], load);
    expect(load).not.toHaveBeenCalled();

    await expect(
      run(services.loadPaymentDate, { quoteRef: 'Q1', coverStart: '2026-12-01' }),
    ).resolves.toEqual({ paymentDate: '2026-12-01' });
    await expect(run(services.loadRestartPremium, { quoteRef: 'Q1' })).rejects.toThrow(
      'The premium service is down',
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the call whose fetch failed, and fetches again on the next', async () => {
    const load = vi
      .fn<() => Promise<typeof calls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(calls);
    const services = servicesLoadedOnUse(['loadPaymentDate'], load);
    const input = { quoteRef: 'Q1', coverStart: '2026-12-01' };

    await expect(run(services.loadPaymentDate, input)).rejects.toThrow('Failed to fetch');
    await expect(run(services.loadPaymentDate, input)).resolves.toEqual({
      paymentDate: '2026-12-01',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
