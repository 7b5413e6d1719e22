import './forms.css';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from './confirm-dialog';
import { ListDraftScope, useListDraft, type OpenItem, type OpenItemDraft } from './list-drafts';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { yesNoLabels } from './radio-group';

export interface ListItemFormProps<T> {
  /** The item being edited, or undefined when adding. */
  item: T | undefined;
  /** Its position, or undefined when adding. */
  index: number | undefined;
  /** Adds the item, or replaces the one being edited. */
  onSave: (item: T) => void;
  /** The Cancel button, to place beside the form's own save button; disabled while the list is empty. */
  cancelButton: ReactNode;
  /** Values the form starts from instead (what was typed before a reload), or undefined. */
  draft: unknown;
  /** To be called with the form's values as they change, so they can be kept with the step's draft. */
  onValuesChange: (values: unknown) => void;
}

export interface ListEditorProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** What one item is called in button names and questions, such as 'modification'. */
  itemLabel: string;
  itemLabelPlural?: string;
  maxItems?: number;
  renderSummary: (item: T, index: number) => ReactNode;
  /** The item form; keep it free of a nested <form> and submit it from a button. */
  renderForm: (props: ListItemFormProps<T>) => ReactNode;
  addLabel?: string;
  /** Keeps the open item form with the step's draft (see list-drafts.tsx) under this key. */
  draftKey?: string;
}

/** Enter in an item field must not submit the step's form around the list. */
function keepEnterInForm(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
  if (['button', 'submit', 'reset', 'checkbox', 'radio'].includes(target.type)) return;
  event.preventDefault();
}

type Editing = OpenItem | null;

/** The item form to reopen from a draft, when it still fits the list. */
function reopened(draft: OpenItemDraft | undefined, count: number): Editing {
  if (draft === undefined) return null;
  const { editing } = draft;
  return editing.kind === 'add' || editing.index < count ? editing : null;
}

function focusFirstControl(containerId: string) {
  document
    .getElementById(containerId)
    ?.querySelector<HTMLElement>('input, select, textarea, button:not([disabled])')
    ?.focus();
}

/**
 * Claims, convictions and modifications lists (spec 1 §4): the form opens by itself while the list is
 * empty, items are edited in place and removed after a Yes / No question.
 */
export function ListEditor<T>({
  items,
  onChange,
  itemLabel,
  itemLabelPlural = JOURNEY_TEXT.layout.listEditor.plural(itemLabel),
  maxItems = Number.POSITIVE_INFINITY,
  renderSummary,
  renderForm,
  addLabel = JOURNEY_TEXT.layout.listEditor.addAnother(itemLabel),
  draftKey,
}: ListEditorProps<T>) {
  const baseId = useId();
  const listDraft = useListDraft(draftKey);
  const [editing, setEditing] = useState<Editing>(() => reopened(listDraft.restored, items.length));
  /** The restored values, for the first form only. */
  const [draftValues, setDraftValues] = useState<unknown>(() =>
    reopened(listDraft.restored, items.length) === null ? undefined : listDraft.restored?.values,
  );
  const [removing, setRemoving] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formId = `${baseId}-form`;
  const addId = `${baseId}-add`;

  const empty = items.length === 0;
  const current: Editing = editing ?? (empty ? { kind: 'add' } : null);
  const busy = current !== null;
  const full = items.length >= maxItems;

  const open = (next: Editing) => {
    flushSync(() => {
      setEditing(next);
      setDraftValues(undefined);
      setFormKey((key) => key + 1);
    });
    listDraft.report(next === null ? null : { editing: next });
    focusFirstControl(formId);
  };

  const close = () => {
    flushSync(() => {
      setEditing(null);
      setDraftValues(undefined);
    });
    listDraft.report(null);
    document.getElementById(addId)?.focus();
  };

  const save = (item: T) => {
    if (current?.kind === 'edit') {
      onChange(items.map((existing, index) => (index === current.index ? item : existing)));
    } else if (!full) {
      onChange([...items, item]);
    }
    close();
  };

  const confirmRemove = () => {
    if (removing === null) return;
    const remaining = items.filter((_, index) => index !== removing);
    flushSync(() => {
      setRemoving(null);
      onChange(remaining);
    });
    if (remaining.length === 0) open(null);
    else document.getElementById(addId)?.focus();
  };

  const formTitleId = `${baseId}-form-title`;
  const itemForm = (index: number | undefined) => (
    <div
      key={formKey}
      id={formId}
      className="list-editor__form"
      role="group"
      aria-labelledby={formTitleId}
      onKeyDown={keepEnterInForm}
    >
      <p id={formTitleId} className="list-editor__form-title">
        {index === undefined
          ? JOURNEY_TEXT.layout.listEditor.add(itemLabel)
          : `${JOURNEY_TEXT.wizard.edit} ${itemLabel} ${index + 1}`}
      </p>
      <ListDraftScope value={listDraft.key === null ? '' : `${listDraft.key}/`}>
        {renderForm({
          item: index === undefined ? undefined : items[index],
          index,
          onSave: save,
          draft: draftValues,
          onValuesChange: (values) => {
            if (current !== null) listDraft.report({ editing: current, values });
          },
          cancelButton: (
            <button
              type="button"
              className="button button--secondary"
              disabled={empty}
              onClick={close}
            >
              {JOURNEY_TEXT.layout.cancel}
            </button>
          ),
        })}
      </ListDraftScope>
    </div>
  );

  const lockedHintId = `${baseId}-locked`;
  const lockedProps = busy
    ? {
        'aria-disabled': true,
        'aria-describedby': lockedHintId,
        title: JOURNEY_TEXT.wizard.cannotRemoveWhilstEditing,
      }
    : {};

  return (
    <div className="list-editor">
      {busy && !empty ? (
        <p id={lockedHintId} hidden>
          {JOURNEY_TEXT.wizard.cannotRemoveWhilstEditing}
        </p>
      ) : null}
      {empty ? null : (
        <ul className="list-editor__items">
          {items.map((item, index) =>
            current?.kind === 'edit' && current.index === index ? (
              <li key={index} className="list-editor__item list-editor__item--editing">
                {itemForm(index)}
              </li>
            ) : (
              <li key={index} className="list-editor__item">
                <div className="list-editor__summary">{renderSummary(item, index)}</div>
                <div className="list-editor__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    {...lockedProps}
                    onClick={() => {
                      if (!busy) open({ kind: 'edit', index });
                    }}
                  >
                    {JOURNEY_TEXT.wizard.edit}
                    <span className="visually-hidden"> {`${itemLabel} ${index + 1}`}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    {...lockedProps}
                    onClick={() => {
                      if (!busy) setRemoving(index);
                    }}
                  >
                    {JOURNEY_TEXT.layout.listEditor.remove}
                    <span className="visually-hidden"> {`${itemLabel} ${index + 1}`}</span>
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {current?.kind === 'add' ? itemForm(undefined) : null}
      {busy ? null : full ? (
        <p className="list-editor__limit">
          {JOURNEY_TEXT.layout.listEditor.limit(maxItems, itemLabelPlural)}
        </p>
      ) : (
        <button
          id={addId}
          type="button"
          className="button button--secondary"
          onClick={() => open({ kind: 'add' })}
        >
          {addLabel}
        </button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={JOURNEY_TEXT.layout.listEditor.removeTitle(itemLabel)}
        confirmLabel={yesNoLabels.yes}
        cancelLabel={yesNoLabels.no}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {JOURNEY_TEXT.layout.listEditor.removeQuestion(itemLabel)}
      </ConfirmDialog>
    </div>
  );
}
