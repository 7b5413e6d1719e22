/** Lookup contract: setting a registration on a quote that cannot be bought fails with 403 'Quote failed'. */
import { describe, expect, it } from 'vitest';
import { sandboxForTests } from './testing/sandbox';

const sandbox = sandboxForTests();

describe('SetVehicleRegistration on a quote that can no longer be bought', () => {
  it.each([
    ['AGGQ-EXPIRED', 'QUOTE_EXPIRED'],
    ['AGGQ-TAKEN', 'QUOTE_ALREADY_TAKEN_UP'],
  ])('%s answers 403 with %s', async (quoteReference, code) => {
    const reply = await sandbox.call('POST', '/api/v1/Vehicle/SetVehicleRegistration', {
      body: { quoteReference, vehicleRegistration: 'DL19 CAR' },
    });
    expect(reply).toEqual({ status: 403, body: { code, message: 'Quote failed' } });
  });
});
