/**
 * Money as the journey shows and compares it: pounds in British format (spec 1 §9), and sums worked in whole
 * pence, so that a difference of two prices is never a fraction of a penny off (£0.1 + £0.2).
 */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** spec 1 §9: currency GBP in British format, always with pence (£1,305.00). */
export function formatGbp(amount: number): string {
  return gbp.format(amount);
}

/** An amount in pounds as whole pence. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);

/** `a - b` in pounds, worked in whole pence. */
export const differenceInPounds = (a: number, b: number): number => (toPence(a) - toPence(b)) / 100;
