import { timeOutWarningText } from '../../../machines/session/around-text';

const { minutes, seconds } = timeOutWarningText;

/** The time left before the time-out, in words: '2 minutes', '1 minute 5 seconds', '30 seconds'. */
export function countdownText(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const wholeMinutes = Math.floor(total / 60);
  const rest = total % 60;
  if (wholeMinutes === 0) return seconds(rest);
  return rest === 0 ? minutes(wholeMinutes) : `${minutes(wholeMinutes)} ${seconds(rest)}`;
}

/** The moments a screen reader is told the time left: each minute, then 30 and 10 seconds before the end. */
export function announcedCountdown(remainingMs: number): string | null {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const milestone = total > 30 ? Math.ceil(total / 60) * 60 : total > 10 ? 30 : 10;
  return countdownText(milestone * 1000);
}
