import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  revalidateLogic,
  type AnyFormApi,
  useForm,
  useSelector,
  type StandardSchemaV1,
} from '@tanstack/react-form';
import {
  afterPointerPress,
  flushPointerPressWork,
  watchPointerPresses,
} from './after-pointer-press';
import { saysWhichAnswer } from '../../machines/wizard';
import { summaryListing, type ErrorSummaryItem } from './error-summary';
import { errorId, idFragment, labelId, messageOf } from './field-ids';
import { isSpam } from './honeypot';

export interface StepFormOptions<TValues, TOutput> {
  /** The step's schema (valibot or any Standard Schema); its output is what `onValid` receives. */
  schema: StandardSchemaV1<TValues, TOutput>;
  defaultValues: NoInfer<TValues>;
  onValid: (values: TOutput, meta: { spam: boolean }) => void | Promise<void>;
  /** Field labels for the error summary, by field name; otherwise the label shown on screen is used. */
  labels?: Partial<Record<string, string>>;
  /** A prefix for the fields' ids; one is made up when omitted. */
  idPrefix?: string;
}

/** The parts of a TanStack Form field that the shared components need. */
export interface BindableField<TValue> {
  name: string;
  state: { value: TValue };
  handleChange: (value: TValue) => void;
  handleBlur: () => void;
}

export interface BoundFieldProps<TValue> {
  id: string;
  value: TValue;
  onChange: (value: TValue) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface FieldErrorEntry {
  /** The mounted field the error belongs to (a date's errors on `dateOfBirth.day` belong to `dateOfBirth`). */
  name: string;
  message: string;
}

const afterFirstSubmitOnBlur = revalidateLogic({ mode: 'submit', modeAfterSubmission: 'blur' });

const lastSegment = /(?:\.[^.[\]]+|\[\d+\])$/;

function ownerOf(path: string, mounted: ReadonlySet<string>): string {
  let candidate = path;
  while (candidate !== '') {
    if (mounted.has(candidate)) return candidate;
    const cut = candidate.search(lastSegment);
    if (cut <= 0) break;
    candidate = candidate.slice(0, cut);
  }
  return path;
}

/** The first message of every field in error, in the order the fields were mounted (page order). */
export function collectErrors(form: AnyFormApi): FieldErrorEntry[] {
  const order = Object.entries(form.fieldInfo)
    .filter(([, info]) => info?.instance != null)
    .map(([name]) => name);
  const mounted = new Set(order);
  const entries: FieldErrorEntry[] = [];
  for (const [path, meta] of Object.entries(form.state.fieldMeta)) {
    const message = messageOf(meta?.errors);
    if (path === '' || message === undefined) continue;
    const name = ownerOf(path, mounted);
    if (!entries.some((entry) => entry.name === name)) entries.push({ name, message });
  }
  const position = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return entries.sort((a, b) => position(a.name) - position(b.name));
}

const sameEntries = (a: readonly FieldErrorEntry[], b: readonly FieldErrorEntry[]): boolean =>
  a.length === b.length &&
  a.every((entry, index) => entry.name === b[index]?.name && entry.message === b[index].message);

function byDocumentOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** Scrolls to and focuses `target`, the error summary or a field. */
function focusOn(target: HTMLElement, block: ScrollLogicalPosition) {
  target.scrollIntoView({ block });
  target.focus({ preventScroll: true });
}

/**
 * A wizard step's form: the schema runs on submit, then on every blur once a submit has been
 * tried. A failed submit fills `summaryItems` for the ErrorSummary and focuses the summary (GOV.UK's
 * pattern), or without one the first field in error (the day of a date); a valid one passes the schema's
 * output to `onValid`.
 */
export function useStepForm<TValues, TOutput>({
  schema,
  defaultValues,
  onValid,
  labels,
  idPrefix,
}: StepFormOptions<TValues, TOutput>) {
  const generatedPrefix = `step${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const prefix = idPrefix ?? generatedPrefix;
  const idFor = (name: string): string => `${prefix}-${idFragment(name)}`;

  const [submitFailed, setSubmitFailed] = useState(false);
  const [shownLabels, setShownLabels] = useState<Partial<Record<string, string>>>({});
  // The fields in error in page order, as the last failed submit found them: a field that appeared later
  // (the credit tick, once monthly is chosen) is registered last but is not last on the page.
  const [pageOrder, setPageOrder] = useState<readonly string[]>([]);
  const [honeypot, setHoneypot] = useState('');
  useEffect(watchPointerPresses, []);

  const form = useForm({
    defaultValues,
    validationLogic: afterFirstSubmitOnBlur,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const result = await schema['~standard'].validate(value);
      if (result.issues) return;
      setSubmitFailed(false);
      await onValid(result.value, { spam: isSpam(honeypot) });
    },
    onSubmitInvalid: ({ formApi }) => {
      const entries = collectErrors(formApi);
      const found: Partial<Record<string, string>> = {};
      const placed: { name: string; target: HTMLElement }[] = [];
      for (const { name } of entries) {
        const id = idFor(name);
        const text = document.getElementById(labelId(id))?.textContent.trim();
        if (text) found[name] = text;
        const target = document.getElementById(id);
        if (target) placed.push({ name, target });
      }
      placed.sort((a, b) => byDocumentOrder(a.target, b.target));
      // The summary is drawn before focus moves to it.
      flushSync(() => {
        setShownLabels((previous) => ({ ...previous, ...found }));
        setPageOrder(placed.map(({ name }) => name));
        setSubmitFailed(true);
      });
      const first = placed[0]?.target;
      const summary = first ? summaryListing(first.id) : null;
      if (summary) focusOn(summary, 'start');
      else if (first) focusOn(first, 'center');
    },
  });

  const entries = useSelector(form.store, () => collectErrors(form), { compare: sameEntries });

  const errorFor = (name: string): string | undefined =>
    entries.find((entry) => entry.name === name)?.message;

  const onPage = (name: string) => {
    const index = pageOrder.indexOf(name);
    return index === -1 ? pageOrder.length : index;
  };
  const summaryItems: ErrorSummaryItem[] = submitFailed
    ? [...entries]
        .sort((a, b) => onPage(a.name) - onPage(b.name))
        .map(({ name, message }) => ({
          id: idFor(name),
          label: labels?.[name] ?? shownLabels[name] ?? '',
          message,
          named: !saysWhichAnswer(message),
        }))
    : [];

  return {
    form,
    /** Spread on the step's <form>. */
    formProps: {
      noValidate: true,
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        event.stopPropagation();
        flushPointerPressWork();
        void form.handleSubmit();
      },
    },
    /** Submits from a button outside a <form>, such as an item form inside a ListEditor. */
    submit: (): Promise<void> => {
      flushPointerPressWork();
      return form.handleSubmit();
    },
    /** Spread on a shared field component inside `form.Field`. */
    fieldProps: <TValue>(field: BindableField<TValue>): BoundFieldProps<TValue> => ({
      id: idFor(field.name),
      value: field.state.value,
      onChange: (value: TValue) => field.handleChange(value),
      // Validation on blur may move the page: a click that caused the blur lands first.
      onBlur: () => {
        afterPointerPress(() => field.handleBlur());
      },
      error: errorFor(field.name),
    }),
    idFor,
    errorFor,
    /** For a control that is not one of the shared components; render FieldError with `errorIdFor`. */
    ariaFor: (name: string) => {
      const error = errorFor(name);
      return {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId(idFor(name)) : undefined,
      } as const;
    },
    errorIdFor: (name: string): string => errorId(idFor(name)),
    /** For the ErrorSummary: empty until a submit fails, then the current errors. */
    summaryItems,
    /** Spread on <Honeypot />; a filled honeypot reaches `onValid` as `spam: true`. */
    honeypotProps: { value: honeypot, onChange: setHoneypot },
  };
}
