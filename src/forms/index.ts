import './forms.css';

export { Checkbox, type CheckboxProps } from './checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { InfoDialog, type InfoDialogProps } from './info-dialog';
export {
  CURRENCY_INPUT_MAX,
  CurrencyInput,
  acceptCurrency,
  type CurrencyInputProps,
} from './currency-input';
export {
  DateParts,
  DigitParts,
  emptyDateParts,
  parseAutofilledDate,
  type DatePartsProps,
  type DatePartsValue,
  type DigitPart,
} from './date-parts';
export {
  ErrorSummary,
  focusField,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './error-summary';
export { FieldError, type FieldErrorProps } from './field-error';
export {
  FieldFrame,
  type FieldFrameLayout,
  type FieldFrameProps,
  type FramedControlProps,
} from './field-frame';
export { FieldHint, type FieldHintProps } from './field-hint';
export { describedBy, errorId, hintId, labelId, messageOf } from './field-ids';
export type { BaseFieldProps } from './field-props';
export { Honeypot, isSpam, type HoneypotProps } from './honeypot';
export {
  LicenceNumberInput,
  emptyLicenceParts,
  joinLicenceParts,
  licencePartId,
  splitLicenceNumber,
  type LicenceNumberInputProps,
  type LicenceParts,
} from './licence-number-input';
export { ListEditor, type ListEditorProps, type ListItemFormProps } from './list-editor';
export {
  RadioGroup,
  YesNo,
  radioOptionsFrom,
  type RadioGroupProps,
  type RadioOption,
  type RadioValue,
  type YesNoAnswer,
  type YesNoProps,
} from './radio-group';
export {
  ListDraftsContext,
  openItemsOf,
  useReportValues,
  type ListDrafts,
  type OpenItemDraft,
  type OpenItemDrafts,
} from './list-drafts';
export { SearchableSelect, filterOptions, type SearchableSelectProps } from './searchable-select';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
export {
  collectErrors,
  useStepForm,
  type BindableField,
  type BoundFieldProps,
  type FieldErrorEntry,
  type StepFormOptions,
} from './use-step-form';
