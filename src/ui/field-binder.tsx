import type { ReactNode } from 'react';
import type { BindableField, BoundFieldProps } from './use-step-form';

/** Mounts one field of a step's form and renders it with the props the shared components take. */
export type FieldBinder<V> = <K extends keyof V & string>(
  name: K,
  render: (props: BoundFieldProps<V[K]>) => ReactNode,
) => ReactNode;

/** What `fieldBinder` needs of a form made with `useStepForm`. */
export interface BindableForm {
  form: { Field: unknown };
  fieldProps: (field: BindableField<unknown>) => BoundFieldProps<unknown>;
}

type TopLevelField = (props: {
  name: string;
  children: (field: BindableField<unknown>) => ReactNode;
}) => ReactNode;

/** The binder of a step form's top-level fields, each mounted with the props the shared components take. */
export function fieldBinder<V>({ form, fieldProps }: BindableForm): FieldBinder<V> {
  // TanStack types form.Field by deep path; for a top-level key the value is the key's own type.
  const Field = form.Field as TopLevelField;
  return (name, render) => (
    <Field name={name}>
      {(field) => render(fieldProps(field) as BoundFieldProps<V[typeof name]>)}
    </Field>
  );
}
