import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HEADER_HIDE_THRESHOLD, hiddenAfterScroll, useHideOnScroll } from './use-hide-on-scroll';

describe('hiddenAfterScroll', () => {
  it.each([
    { wasHidden: false, from: 0, to: 30, hidden: false, why: 'down, above the threshold' },
    { wasHidden: false, from: 0, to: HEADER_HIDE_THRESHOLD, hidden: false, why: 'down to it' },
    { wasHidden: false, from: 40, to: 51, hidden: true, why: 'down past it' },
    { wasHidden: false, from: 200, to: 400, hidden: true, why: 'further down' },
    { wasHidden: true, from: 400, to: 399, hidden: false, why: 'the first move up' },
    { wasHidden: true, from: 400, to: 400, hidden: true, why: 'no move: hidden stays hidden' },
    { wasHidden: false, from: 400, to: 400, hidden: false, why: 'no move: shown stays shown' },
    { wasHidden: true, from: 400, to: 20, hidden: false, why: 'back at the top' },
    { wasHidden: true, from: 400, to: -30, hidden: false, why: 'an overscroll bounce at the top' },
  ])('$why: hidden $hidden', ({ wasHidden, from, to, hidden }) => {
    expect(hiddenAfterScroll(wasHidden, from, to)).toBe(hidden);
  });
});

describe('useHideOnScroll', () => {
  let frames: FrameRequestCallback[] = [];
  let requested: MockInstance<typeof window.requestAnimationFrame>;

  beforeEach(() => {
    frames = [];
    requested = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    window.scrollTo(0, 0);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.scrollTo(0, 0);
  });

  /** The customer scrolls to each position in turn within one frame, then the frame runs. */
  function scrollInOneFrame(...positions: number[]) {
    for (const y of positions) {
      window.scrollTo(0, y);
      window.dispatchEvent(new Event('scroll'));
    }
    act(() => {
      const pending = frames;
      frames = [];
      for (const frame of pending) frame(performance.now());
    });
  }

  it('hides on the way down past 50px and shows again on the first move up', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);

    scrollInOneFrame(40);
    expect(result.current).toBe(false);

    scrollInOneFrame(300);
    expect(result.current).toBe(true);

    scrollInOneFrame(290);
    expect(result.current).toBe(false);

    scrollInOneFrame(600);
    expect(result.current).toBe(true);

    scrollInOneFrame(0);
    expect(result.current).toBe(false);
  });

  it('reads the position once a frame, however many scroll events arrive', () => {
    const { result } = renderHook(() => useHideOnScroll());
    requested.mockClear();
    scrollInOneFrame(100, 200, 300, 400);
    expect(requested).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(true);
  });

  it('does not read the scroll position until the customer scrolls', () => {
    // Reading it as the page mounts would lay the page out inside the app's first render.
    const reads = vi.spyOn(window, 'scrollY', 'get');
    const { result } = renderHook(() => useHideOnScroll());
    expect(reads).not.toHaveBeenCalled();
    scrollInOneFrame(300);
    expect(reads).toHaveBeenCalled();
    expect(result.current).toBe(true);
  });

  it('listens passively and stops listening when unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useHideOnScroll());
    const [, listener, options] = added.mock.calls.find(([type]) => type === 'scroll') ?? [];
    expect(options).toEqual({ passive: true });
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', listener);
  });
});
