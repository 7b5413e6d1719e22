import { useCallback, useEffect, useRef } from 'react';
import { useSelector, type AnyFormApi } from '@tanstack/react-form';

export const DRAFT_THROTTLE_MS = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameKind = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) ? Array.isArray(b) : typeof a === typeof b && isRecord(a) === isRecord(b);

/**
 * The stored answers with the step's unsubmitted draft over them, field by field; a draft of another shape
 * (an older version of the form) is ignored.
 */
export function withDraft<T extends object>(stored: T, draft: unknown): T {
  if (!isRecord(draft)) return stored;
  const merged: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored)) {
    if (key in draft && sameKind(value, draft[key])) merged[key] = draft[key];
  }
  return merged as T;
}

/**
 * Hands the form's values to `saveDraft` at most every 500 ms while the customer types, and once more
 * when the step is left; `discard` drops what is pending (the answers were just submitted).
 */
export function useDraftSaver(form: AnyFormApi, saveDraft: (values: unknown) => void) {
  const values = useSelector(form.store, (state): unknown => state.values);
  const first = useRef(values);
  const pending = useRef<{ values: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useRef(saveDraft);
  useEffect(() => {
    save.current = saveDraft;
  });

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const waiting = pending.current;
    pending.current = null;
    if (waiting) save.current(waiting.values);
  }, []);

  const discard = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  useEffect(() => {
    if (values === first.current) return;
    pending.current = { values };
    timer.current ??= setTimeout(flush, DRAFT_THROTTLE_MS);
  }, [values, flush]);

  useEffect(() => flush, [flush]);

  return { flush, discard };
}
