import { describe, expect, it } from 'vitest';
import { announcedCountdown, countdownText } from './countdown';

describe('the time-out countdown', () => {
  it.each([
    [120_000, '2 minutes'],
    [119_001, '2 minutes'],
    [119_000, '1 minute 59 seconds'],
    [61_000, '1 minute 1 second'],
    [60_000, '1 minute'],
    [1_000, '1 second'],
    [0, '0 seconds'],
    [-500, '0 seconds'],
  ])('shows %i ms as "%s"', (remaining, text) => {
    expect(countdownText(remaining)).toBe(text);
  });

  it('tells a screen reader each minute, then 30 and 10 seconds before the end', () => {
    expect(announcedCountdown(119_000)).toBe('2 minutes');
    expect(announcedCountdown(60_000)).toBe('1 minute');
    expect(announcedCountdown(45_000)).toBe('1 minute');
    expect(announcedCountdown(30_000)).toBe('30 seconds');
    expect(announcedCountdown(12_000)).toBe('30 seconds');
    expect(announcedCountdown(9_000)).toBe('10 seconds');
  });
});
