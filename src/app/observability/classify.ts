/**
 * How a failure is reported (spec 1 §8 Wizard-facing messages): a failed call that carries an HTTP status and
 * a message or detail is a warning, tagged with its status, server code and operation; anything else is an
 * error. Bodies and headers are never attached.
 */
export type ReportLevel = 'warning' | 'error';

export interface Classification {
  level: ReportLevel;
  tags: Record<string, string>;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The error itself, then its causes (a wrapped failure such as 'Unable to fetch vehicle' keeps the call's). */
function* chainOf(error: unknown): Generator {
  let current = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    yield current;
    current = field(current, 'cause');
  }
}

export function classify(error: unknown): Classification {
  for (const link of chainOf(error)) {
    const status = field(link, 'status');
    if (typeof status !== 'number' || !Number.isFinite(status)) continue;
    if (text(field(link, 'message')) === undefined && text(field(link, 'detail')) === undefined)
      continue;
    const code = text(field(link, 'code')) ?? text(field(field(link, 'body'), 'code'));
    const operation = text(field(link, 'operation'));
    return {
      level: 'warning',
      tags: {
        'http.status': String(status),
        ...(code === undefined ? {} : { 'api.code': code }),
        ...(operation === undefined ? {} : { 'api.operation': operation }),
      },
    };
  }
  return { level: 'error', tags: {} };
}
