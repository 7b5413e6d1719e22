import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedAddress, fetchedAgain } from './fetched-again';

const ORIGIN = 'https://quote.example';
const chromium = (address: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${address}`);
const firefox = (address: string) =>
  new TypeError(`error loading dynamically imported module: ${address}`);
const adapter = { createAdapter: () => 'ready' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a module fetched again after its fetch failed', () => {
  it('imports the address the failure named, with a query of its own each time, until it loads', async () => {
    const load = vi.fn().mockRejectedValue(chromium(`${ORIGIN}/assets/sandbox-adapter-Ab1.js`));
    const reimport = vi
      .fn()
      .mockRejectedValueOnce(chromium(`${ORIGIN}/assets/sandbox-adapter-Ab1.js?attempt=1`))
      .mockResolvedValueOnce(adapter);
    const use = fetchedAgain(load, { origin: ORIGIN, reimport });

    await expect(use()).rejects.toThrow('Failed to fetch');
    await expect(use()).rejects.toThrow('Failed to fetch');
    await expect(use()).resolves.toBe(adapter);

    expect(load).toHaveBeenCalledTimes(1);
    expect(reimport.mock.calls).toEqual([
      [`${ORIGIN}/assets/sandbox-adapter-Ab1.js?attempt=1`],
      [`${ORIGIN}/assets/sandbox-adapter-Ab1.js?attempt=2`],
    ]);
  });

  it('imports as before while nothing has failed, and after a failure that names no address', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(adapter)
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce(adapter);
    const reimport = vi.fn();
    const use = fetchedAgain(load, { origin: ORIGIN, reimport });

    await expect(use()).resolves.toBe(adapter);
    await expect(use()).rejects.toThrow('Importing a module script failed.');
    await expect(use()).resolves.toBe(adapter);
    expect(reimport).not.toHaveBeenCalled();
  });

  it('reads the address from Chromium and Firefox alike, and only one of the page’s own origin', () => {
    expect(failedAddress(chromium(`${ORIGIN}/assets/a-1.js?attempt=3`), ORIGIN)).toBe(
      `${ORIGIN}/assets/a-1.js`,
    );
    expect(failedAddress(firefox(`${ORIGIN}/assets/a-1.js`), ORIGIN)).toBe(
      `${ORIGIN}/assets/a-1.js`,
    );
    expect(failedAddress(chromium('https://elsewhere.example/a.js'), ORIGIN)).toBeNull();
    expect(failedAddress(chromium('not an address'), ORIGIN)).toBeNull();
    expect(failedAddress(new Error('Network down'), ORIGIN)).toBeNull();
  });

  it('leaves a module another origin names to be imported as before', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(chromium('https://elsewhere.example/a.js'))
      .mockResolvedValueOnce(adapter);
    const reimport = vi.fn();
    const use = fetchedAgain(load, { origin: ORIGIN, reimport });
    await expect(use()).rejects.toThrow();
    await expect(use()).resolves.toBe(adapter);
    expect(reimport).not.toHaveBeenCalled();
  });

  it('asks for nothing while the browser is offline, and online imports as the first use would have', async () => {
    const load = vi.fn().mockResolvedValue(adapter);
    const reimport = vi.fn();
    const use = fetchedAgain(load, { origin: ORIGIN, reimport });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(use()).rejects.toThrow('Offline');
    await expect(use()).rejects.toThrow('Offline');
    expect(load).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    await expect(use()).resolves.toBe(adapter);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reimport).not.toHaveBeenCalled();
  });
});
