/**
 * Drafts of the list editors' open item forms: a claim, conviction, modification or driver half typed is kept
 * with the step's draft, so a reload or Back and forward reopens it as it was. The step page provides
 * `ListDraftsContext`; each ListEditor with a `draftKey` restores and reports its open item through it.
 */
import { createContext, use, useEffect, useRef } from 'react';
import { useSelector, type AnyFormApi } from '@tanstack/react-form';
import { isRecord } from '../../shared/is-record';

/** Which item the form is open for: a new one, or the one at `index`. */
export type OpenItem = { kind: 'add' } | { kind: 'edit'; index: number };

export interface OpenItemDraft {
  editing: OpenItem;
  /** What the item form held; absent until something was typed. */
  values?: unknown;
}

/** The open item forms of a step, by the key of their list (nested lists: `drivers/motoringClaims`). */
export type OpenItemDrafts = Record<string, OpenItemDraft>;

export interface ListDrafts {
  /** The item form last open in the list `key`: kept from before a reload, or from before the list hid. */
  opened: (key: string) => OpenItemDraft | undefined;
  /** A list's open item changed (null: its form closed). */
  report: (key: string, draft: OpenItemDraft | null) => void;
}

export const ListDraftsContext = createContext<ListDrafts | null>(null);

/** The key prefix of lists inside an open item form (a driver's own claims list). */
export const ListDraftScope = createContext('');

function isOpenItem(value: unknown): value is OpenItem {
  if (!isRecord(value)) return false;
  if (value.kind === 'add') return true;
  return value.kind === 'edit' && Number.isInteger(value.index) && Number(value.index) >= 0;
}

/** The open item drafts stored in a step's draft under `openItems`; anything malformed is dropped. */
export function openItemsOf(draft: unknown): OpenItemDrafts {
  if (!isRecord(draft) || !isRecord(draft.openItems)) return {};
  const found: OpenItemDrafts = {};
  for (const [key, value] of Object.entries(draft.openItems)) {
    if (isRecord(value) && isOpenItem(value.editing)) {
      found[key] =
        'values' in value
          ? { editing: value.editing, values: value.values }
          : { editing: value.editing };
    }
  }
  return found;
}

/** For a ListEditor: its full key, what it should reopen, and how to report its open item. */
export function useListDraft(draftKey: string | undefined) {
  const drafts = use(ListDraftsContext);
  const scope = use(ListDraftScope);
  const key = draftKey === undefined ? null : `${scope}${draftKey}`;
  const restored = key === null || drafts === null ? undefined : drafts.opened(key);
  return {
    key,
    restored,
    report: (draft: OpenItemDraft | null) => {
      if (key !== null) drafts?.report(key, draft);
    },
  };
}

/** Calls `onChange` with an item form's values each time they change after it opened. */
export function useReportValues(
  form: AnyFormApi,
  onChange: ((values: unknown) => void) | undefined,
) {
  const values = useSelector(form.store, (state): unknown => state.values);
  const first = useRef(values);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  useEffect(() => {
    if (values !== first.current) report.current?.(values);
  }, [values]);
}
