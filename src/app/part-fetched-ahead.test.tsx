import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_FETCHED_AFTER_MS, partFetchedAhead } from './part-fetched-ahead';

/** The browser's own word on whether it is online, as a phone without signal has it. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const Dialog = () => <p>The part itself</p>;
const loaded = { default: Dialog };
const cutOff = () => new TypeError('Failed to fetch dynamically imported module');

type Part = ReturnType<typeof partFetchedAhead>;

/** A page with its heading, and the part while `shown`. */
function Page({ part, shown }: { part: Part; shown: boolean }) {
  part.useFetchedAhead();
  return (
    <main>
      <h1>The customer&apos;s page</h1>
      {shown ? <part.Part fallback={<p role="alert">Could not be had</p>} /> : null}
    </main>
  );
}

const page = (part: Part, shown: boolean) => <Page part={part} shown={shown} />;

describe('a part of the page with a script of its own', () => {
  it('whose script cannot be fetched shows its fallback, and the page around it stays', async () => {
    // React reports the error the part's boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(cutOff()));
    const part = partFetchedAhead(load);
    render(page(part, true));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not be had');
    expect(screen.getByRole('heading', { name: "The customer's page" })).toBeDefined();
    expect(screen.queryByText('The part itself')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalled();
  });

  it('is fetched again the next time it is shown, and then shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof loaded>>()
      .mockRejectedValueOnce(cutOff())
      .mockResolvedValue(loaded);
    const part = partFetchedAhead(load);
    const { rerender } = render(page(part, true));
    await screen.findByRole('alert');

    rerender(page(part, false));
    rerender(page(part, true));
    expect(await screen.findByText('The part itself')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched a minute after the page starts, and then shows in the same pass', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(loaded));
    const part = partFetchedAhead(load);
    const { rerender } = render(page(part, false));
    await act(() => vi.advanceTimersByTimeAsync(PART_FETCHED_AFTER_MS - 1));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(1);

    // Fetched already: the part is on the page as soon as it is rendered, with nothing left to wait for.
    act(() => rerender(page(part, true)));
    expect(screen.getByText('The part itself')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not fetched when the page goes before the minute is up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(loaded));
    const { unmount } = render(page(partFetchedAhead(load), false));
    unmount();
    await vi.advanceTimersByTimeAsync(PART_FETCHED_AFTER_MS);
    expect(load).not.toHaveBeenCalled();
  });

  it('offline, is not asked for (a failed fetch would stay failed), and is fetched when next shown online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.resolve(loaded));
    const part = partFetchedAhead(load);
    goOffline();
    const { rerender } = render(page(part, true));
    await screen.findByRole('alert');
    expect(load).not.toHaveBeenCalled();

    // Back online.
    vi.restoreAllMocks();
    rerender(page(part, false));
    rerender(page(part, true));
    expect(await screen.findByText('The part itself')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline when the minute is up, is fetched as the browser comes back online', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(loaded));
    render(page(partFetchedAhead(load), false));
    goOffline();
    await act(() => vi.advanceTimersByTimeAsync(PART_FETCHED_AFTER_MS));
    expect(load).not.toHaveBeenCalled();

    vi.restoreAllMocks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
