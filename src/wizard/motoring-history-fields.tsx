import './motoring-history-fields.css';
import { useMemo, type ReactNode } from 'react';
import { useSelector } from '@tanstack/react-form';
import type { DateInput } from '../../machines/core/ages';
import {
  claimSchema,
  emptyClaimValues,
  type ClaimValues,
} from '../../machines/wizard/schemas/claim';
import {
  CONVICTION_POINTS,
  convictionSchema,
  emptyConvictionValues,
  type ConvictionValues,
} from '../../machines/wizard/schemas/conviction';
import type { DateParts as DatePartsOfForm } from '../../machines/core/fields';
import {
  areClaimsAsked,
  areConvictionsAsked,
  type MotoringHistoryValues,
} from '../../machines/wizard/schemas/motoring-history';
import { CurrencyInput } from '../ui/currency-input';
import { DateParts } from '../ui/date-parts';
import { FieldFrame } from '../ui/field-frame';
import { ListEditor, type ListEditorProps, type ListItemFormProps } from '../ui/list-editor';
import { YesNo } from '../ui/radio-group';
import { SearchableSelect } from '../ui/searchable-select';
import { SelectField } from '../ui/select-field';
import type { BoundFieldProps } from '../ui/use-step-form';
import { descriptionOf, optionsOfNumbers, type Subject } from './driver-fields';
import type { FieldBinder } from '../ui/field-binder';
import { useListItemForm } from '../ui/step-draft';
import { useReferenceList } from './wizard-step';
import { driverQuestionText } from '../../machines/wizard/driver-question-text';

const historyText = driverQuestionText.history;

const questions = historyText.questions satisfies Record<
  Subject,
  Record<keyof MotoringHistoryValues, string>
>;

const pointsOptions = optionsOfNumbers(CONVICTION_POINTS);

const shownDate = ({ day, month, year }: DatePartsOfForm): string =>
  `${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`;

const pounds = (amount: string): string =>
  Number(amount).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

/** The conviction codes shown with their code first, as they appear on a licence record. */
function useConvictionCodes() {
  const codes = useReferenceList('convictionCodes');
  return useMemo(
    () =>
      codes.map((option) => ({
        code: option.code,
        description: `${option.code} – ${option.description}`,
      })),
    [codes],
  );
}

interface ItemFormProps<T> extends ListItemFormProps<T> {
  today: Date;
  /** The driver's, so no date may come before it. */
  dateOfBirth: DateInput | null;
}

export function ItemActions({
  label,
  save,
  children,
}: {
  label: string;
  save: () => void;
  children: ReactNode;
}) {
  return (
    <div className="list-editor__form-actions">
      <button type="button" className="button" onClick={save}>
        {label}
      </button>
      {children}
    </div>
  );
}

function ConvictionForm({
  cancelButton,
  today,
  dateOfBirth,
  ...itemForm
}: ItemFormProps<ConvictionValues>) {
  const schema = useMemo(() => convictionSchema({ today, dateOfBirth }), [today, dateOfBirth]);
  const codes = useConvictionCodes();
  const step = useListItemForm(itemForm, { schema, empty: emptyConvictionValues });
  const { form } = step;
  const disqualified = useSelector(form.store, (state) => state.values.wasDisqualified);
  return (
    <>
      <form.Field name="dateOfConviction">
        {(f) => <DateParts {...step.fieldProps(f)} label={historyText.dateConviction} />}
      </form.Field>
      <form.Field name="offenceCode">
        {(f) => (
          <SearchableSelect
            {...step.fieldProps(f)}
            options={codes}
            label={historyText.convictionCode}
            hint={historyText.typeCodeSuchHint}
          />
        )}
      </form.Field>
      <form.Field name="numberOfPoints">
        {(f) => (
          <SelectField
            {...step.fieldProps(f)}
            options={pointsOptions}
            label={historyText.penaltyPoints}
          />
        )}
      </form.Field>
      <form.Field name="fineAmount">
        {(f) => <CurrencyInput {...step.fieldProps(f)} label={historyText.fineAmount} />}
      </form.Field>
      <form.Field name="wasDisqualified">
        {(f) => <YesNo {...step.fieldProps(f)} label={historyText.driverDisqualifiedBanned} />}
      </form.Field>
      {disqualified === 'yes' ? (
        <>
          <form.Field name="banStartDate">
            {(f) => <DateParts {...step.fieldProps(f)} label={historyText.banStartDate} />}
          </form.Field>
          <form.Field name="banEndDate">
            {(f) => <DateParts {...step.fieldProps(f)} label={historyText.banEndDate} />}
          </form.Field>
        </>
      ) : null}
      <form.Field name="isPending">
        {(f) => <YesNo {...step.fieldProps(f)} label={historyText.convictionStillPending} />}
      </form.Field>
      <ItemActions label={historyText.saveConviction} save={() => void step.submit()}>
        {cancelButton}
      </ItemActions>
    </>
  );
}

function ClaimForm({ cancelButton, today, ...itemForm }: ItemFormProps<ClaimValues>) {
  const schema = useMemo(() => claimSchema({ today }), [today]);
  const claimTypes = useReferenceList('claimTypes');
  const claimStatuses = useReferenceList('claimStatuses');
  const step = useListItemForm(itemForm, { schema, empty: emptyClaimValues });
  const { form } = step;
  return (
    <>
      <form.Field name="dateOfClaim">
        {(f) => <DateParts {...step.fieldProps(f)} label={historyText.dateClaim} />}
      </form.Field>
      <form.Field name="typeOfClaim">
        {(f) => (
          <SelectField {...step.fieldProps(f)} options={claimTypes} label={historyText.typeClaim} />
        )}
      </form.Field>
      <form.Field name="statusOfClaim">
        {(f) => (
          <SelectField
            {...step.fieldProps(f)}
            options={claimStatuses}
            label={historyText.statusClaim}
          />
        )}
      </form.Field>
      <form.Field name="atFault">
        {(f) => <YesNo {...step.fieldProps(f)} label={historyText.driverAtFault} />}
      </form.Field>
      <form.Field name="noClaimsBonusAffected">
        {(f) => <YesNo {...step.fieldProps(f)} label={historyText.noClaimsBonus} />}
      </form.Field>
      <form.Field name="costOfClaim">
        {(f) => <CurrencyInput {...step.fieldProps(f)} label={historyText.costClaim} />}
      </form.Field>
      <ItemActions label={historyText.saveClaim} save={() => void step.submit()}>
        {cancelButton}
      </ItemActions>
    </>
  );
}

export interface ListFieldProps<T>
  extends BoundFieldProps<T[]>, Omit<ListEditorProps<T>, 'items' | 'onChange'> {
  label: string;
}

/**
 * A list answer: its name, its message and the editor; focused when the summary links to it. A change
 * to the list counts as leaving the field, so its message is checked again at once.
 */
export function ListField<T>({
  id,
  label,
  error,
  value,
  onChange,
  onBlur,
  ...editor
}: ListFieldProps<T>) {
  return (
    <FieldFrame id={id} label={label} error={error} layout="list">
      <ListEditor
        {...editor}
        items={value}
        onChange={(items) => {
          onChange(items);
          onBlur();
        }}
      />
    </FieldFrame>
  );
}

/** The two history lists, each opened by its own Yes / No question. */
type HistoryList = 'motoringConvictions' | 'motoringClaims';

export interface ListProps<K extends HistoryList> extends BoundFieldProps<
  MotoringHistoryValues[K]
> {
  label: string;
  today: Date;
  dateOfBirth: DateInput | null;
}

/** Motoring convictions: added, edited in place and removed after a Yes / No question (spec 1 §4). */
export function ConvictionsList({
  today,
  dateOfBirth,
  ...field
}: ListProps<'motoringConvictions'>) {
  const codes = useReferenceList('convictionCodes');
  return (
    <ListField
      {...field}
      itemLabel={historyText.conviction}
      draftKey="motoringConvictions"
      renderSummary={(conviction) => (
        <>
          <strong>
            {conviction.offenceCode} {descriptionOf(codes, conviction.offenceCode)}
          </strong>
          <br />
          {historyText.convictionSummary({
            date: shownDate(conviction.dateOfConviction),
            points: conviction.numberOfPoints,
            fine: pounds(conviction.fineAmount),
            ban:
              conviction.wasDisqualified === 'yes'
                ? { from: shownDate(conviction.banStartDate), to: shownDate(conviction.banEndDate) }
                : null,
            pending: conviction.isPending === 'yes',
          })}
        </>
      )}
      renderForm={(props) => <ConvictionForm {...props} today={today} dateOfBirth={dateOfBirth} />}
    />
  );
}

/** Claims: added, edited in place and removed after a Yes / No question (spec 1 §4). */
export function ClaimsList({ today, dateOfBirth, ...field }: ListProps<'motoringClaims'>) {
  const claimTypes = useReferenceList('claimTypes');
  const claimStatuses = useReferenceList('claimStatuses');
  return (
    <ListField
      {...field}
      itemLabel={historyText.claim}
      draftKey="motoringClaims"
      renderSummary={(claim) => (
        <>
          <strong>{descriptionOf(claimTypes, claim.typeOfClaim)}</strong>
          <br />
          {historyText.claimSummary({
            date: shownDate(claim.dateOfClaim),
            status: descriptionOf(claimStatuses, claim.statusOfClaim),
            cost: pounds(claim.costOfClaim),
            atFault: claim.atFault === 'yes',
          })}
        </>
      )}
      renderForm={(props) => <ClaimForm {...props} today={today} dateOfBirth={dateOfBirth} />}
    />
  );
}

export interface MotoringHistoryFieldsProps {
  bind: FieldBinder<MotoringHistoryValues>;
  values: MotoringHistoryValues;
  subject: Subject;
  today: Date;
  dateOfBirth: DateInput | null;
}

interface HistoryQuestionProps<K extends HistoryList> extends Omit<
  MotoringHistoryFieldsProps,
  'values'
> {
  question: 'hasMotoringConvictions' | 'hasMotoringClaims';
  list: K;
  /** The question was answered yes, so the list is asked for. */
  asked: boolean;
  List: (props: ListProps<K>) => ReactNode;
}

/** One history question and, once it is answered yes, the list it asks for. */
function HistoryQuestion<K extends HistoryList>({
  bind,
  subject,
  question,
  list,
  asked,
  List,
  today,
  dateOfBirth,
}: HistoryQuestionProps<K>) {
  const label = questions[subject];
  return (
    <>
      {bind(question, (props) => (
        <YesNo {...props} label={label[question]} />
      ))}
      {asked
        ? bind(list, (props) => (
            <List {...props} label={label[list]} today={today} dateOfBirth={dateOfBirth} />
          ))
        : null}
    </>
  );
}

/** The convictions and claims questions, each opening its list when answered yes. */
export function MotoringHistoryFields({ values, ...fields }: MotoringHistoryFieldsProps) {
  return (
    <>
      <HistoryQuestion
        {...fields}
        question="hasMotoringConvictions"
        list="motoringConvictions"
        asked={areConvictionsAsked(values)}
        List={ConvictionsList}
      />
      <HistoryQuestion
        {...fields}
        question="hasMotoringClaims"
        list="motoringClaims"
        asked={areClaimsAsked(values)}
        List={ClaimsList}
      />
    </>
  );
}
