/**
 * Field tracking (spec 1 §9): which fields a customer uses, one event per field once they pause typing in it.
 * Only the field's name is tracked, never its value. Fields inside `[data-no-tracking]` (the honeypot, the
 * payment provider's fields) are left out.
 */
export const FIELD_TRACKING_DEBOUNCE_MS = 1000;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

function fieldName(target: EventTarget | null): string | null {
  if (!isField(target) || target.type === 'hidden') return null;
  if (target.closest('[data-no-tracking]')) return null;
  const name = target.name || target.id;
  return name === '' ? null : name;
}

export function attachFieldTracking(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  onField: (field: string) => void,
  debounceMs: number = FIELD_TRACKING_DEBOUNCE_MS,
): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const onInput = (event: Event) => {
    const name = fieldName(event.target);
    if (name === null) return;
    clearTimeout(timers.get(name));
    timers.set(
      name,
      setTimeout(() => {
        timers.delete(name);
        onField(name);
      }, debounceMs),
    );
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
