/** One row of a rating-guide table: the factor (or amount) for values up to `upTo`. */
export interface Band {
  /** Inclusive upper limit of the band. */
  upTo: number;
  factor: number;
}

export function band(bands: readonly Band[], value: number): number {
  const found = bands.find((b) => value <= b.upTo) ?? bands[bands.length - 1];
  return found?.factor ?? 1;
}
