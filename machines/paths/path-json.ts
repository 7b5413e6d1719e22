/**
 * Journey paths as JSON and back. A path's events carry a service's error (an Error with its kind, status and
 * code), the day a timer fires on (a Date) and a downloaded document (a Blob), which JSON keeps none of: each
 * is written as a tagged object and read back as what it was. A Blob comes back with its type and size but not
 * its bytes, which no replay reads (they stand for a PDF the service sent). Used to keep generated paths
 * between processes (machines/paths/kept-traversal.ts).
 */
export function pathsToJson(value: unknown): string {
  return JSON.stringify(value, replace);
}

export function pathsFromJson(text: string): unknown {
  return JSON.parse(text, revive);
}

function replace(this: unknown, key: string, value: unknown): unknown {
  // A Date has become its string (its toJSON) before it gets here: the holder still has the Date.
  const original = (this as Record<string, unknown>)[key];
  if (original instanceof Date) return { $date: original.toISOString() };
  if (value instanceof Blob) return { $blob: { type: value.type, size: value.size } };
  // Its message and own fields (kind, status, code); the stack is the generator's, not the path's.
  if (value instanceof Error)
    return { $error: { ...Object.fromEntries(Object.entries(value)), message: value.message } };
  return value;
}

function revive(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if ('$date' in value && typeof value.$date === 'string') return new Date(value.$date);
  if ('$blob' in value && typeof value.$blob === 'object' && value.$blob !== null) {
    const { type, size } = value.$blob as { type: string; size: number };
    return new Blob([new Uint8Array(size)], { type });
  }
  if ('$error' in value && typeof value.$error === 'object' && value.$error !== null) {
    const { message, ...fields } = value.$error as { message: string };
    return Object.assign(new Error(message), fields);
  }
  return value;
}
