/**
 * Whether `value` is a plain object to read fields from: not null, not an array. Wherever an unknown body,
 * draft or report is looked into: in the app, the journey, the sandbox and the tooling alike.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
