import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector, type AnyFormApi } from '@tanstack/react-form';
import { openItemsOf, useReportValues, type ListDrafts, type OpenItemDrafts } from './list-drafts';
import { useStepForm, type StepFormOptions } from './use-step-form';
import { isRecord } from '../../shared/is-record';

export const DRAFT_THROTTLE_MS = 500;

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
 * What a step's draft keeps: the form's values, or also the item forms open in its lists (list-drafts.tsx),
 * under `openItems`.
 */
export type DraftContent = 'values' | 'valuesAndOpenItems';

/**
 * Hands the form's values to `saveDraft` at most every 500 ms while the customer types, and once more
 * when the step is left; `discard` drops what is pending (the answers were just submitted). With
 * 'valuesAndOpenItems', provide `listDrafts` with ListDraftsContext around the step's lists.
 */
export function useDraftSaver(
  form: AnyFormApi,
  saveDraft: (values: unknown) => void,
  { draft, content }: { draft: unknown; content: DraftContent },
) {
  const values = useSelector(form.store, (state): unknown => state.values);
  const first = useRef(values);
  const pending = useRef<{ values: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [restored] = useState(() => (content === 'valuesAndOpenItems' ? openItemsOf(draft) : {}));
  const openItems = useRef<OpenItemDrafts>(restored);
  const save = useRef(saveDraft);
  useEffect(() => {
    save.current = saveDraft;
  });

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const waiting = pending.current;
    pending.current = null;
    if (!waiting) return;
    const open = openItems.current;
    save.current(
      Object.keys(open).length > 0 && isRecord(waiting.values)
        ? { ...waiting.values, openItems: open }
        : waiting.values,
    );
  }, []);

  const discard = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const schedule = useCallback(
    (latest: unknown) => {
      pending.current = { values: latest };
      timer.current ??= setTimeout(flush, DRAFT_THROTTLE_MS);
    },
    [flush],
  );

  useEffect(() => {
    if (values !== first.current) schedule(values);
  }, [values, schedule]);

  useEffect(() => flush, [flush]);

  // A reload or a closed tab within the throttle keeps what was typed last: the page saves it as it goes.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);

  const listDrafts = useMemo<ListDrafts>(
    () => ({
      opened: (key) => openItems.current[key],
      report: (key, item) => {
        const next: OpenItemDrafts = {};
        for (const [other, value] of Object.entries(openItems.current)) {
          // A list inside an item form goes with it when that form closes or opens afresh.
          const inside = other.startsWith(`${key}/`);
          if (other !== key && !(inside && item?.values === undefined)) next[other] = value;
        }
        if (item !== null) next[key] = item;
        openItems.current = next;
        // Saves the form's current values again, for the change kept beside them.
        schedule(form.state.values);
      },
    }),
    [form, schedule],
  );

  return { flush, discard, listDrafts };
}

/** What the item form takes of its ListItemFormProps: the item, its draft, where typing and a save go. */
interface ListItemFormInput<TValues extends object, TOutput> {
  /** The item edited, or undefined when adding one. */
  item: TValues | undefined;
  /** What was typed before a reload, and where to report typing. */
  draft: unknown;
  onValuesChange: (values: unknown) => void;
  /** Called with the valid item. */
  onSave: (values: TOutput) => void;
}

interface ListItemFormOptions<TValues extends object, TOutput> {
  schema: StepFormOptions<TValues, TOutput>['schema'];
  empty: () => TValues;
}

/**
 * The form of one list item (a claim, conviction, modification or driver): the item or an empty one, with
 * the reopened draft over it, its values reported as they change so the step's draft keeps them.
 */
export function useListItemForm<TValues extends object, TOutput>(
  { item, draft, onValuesChange, onSave }: ListItemFormInput<TValues, TOutput>,
  { schema, empty }: ListItemFormOptions<TValues, TOutput>,
) {
  const [defaultValues] = useState(() => withDraft(item ?? empty(), draft));
  const step = useStepForm({ schema, defaultValues, onValid: onSave });
  useReportValues(step.form, onValuesChange);
  return step;
}
