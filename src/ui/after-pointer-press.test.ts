import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerPress, flushPointerPressWork } from './after-pointer-press';

const press = (type: 'pointerdown' | 'pointerup') =>
  document.body.dispatchEvent(new PointerEvent(type, { bubbles: true }));

afterEach(() => {
  flushPointerPressWork();
  vi.useRealTimers();
});

describe('afterPointerPress', () => {
  it('runs at once when no pointer is pressed (a Tab away from the field)', () => {
    const work = vi.fn();
    afterPointerPress(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits while a press is under way, and runs once it and its click are over', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterPointerPress(() => undefined);
    press('pointerdown');
    afterPointerPress(work);
    expect(work).not.toHaveBeenCalled();
    press('pointerup');
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs what waits when a submit asks, before the press is over', () => {
    const work = vi.fn();
    afterPointerPress(() => undefined);
    press('pointerdown');
    afterPointerPress(work);
    flushPointerPressWork();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does not hold work for ever when the release never reaches the page', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterPointerPress(() => undefined);
    press('pointerdown');
    afterPointerPress(work);
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledOnce();
  });
});
