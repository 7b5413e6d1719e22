import './motoring-history-fields.css';
import { useMemo, type ReactNode } from 'react';
import { useSelector } from '@tanstack/react-form';
import type { DateInput } from '../../../machines/rules/ages';
import {
  CONVICTION_POINTS,
  areClaimsAsked,
  areConvictionsAsked,
  claimSchema,
  convictionSchema,
  emptyClaimValues,
  emptyConvictionValues,
  type ClaimValues,
  type ConvictionValues,
  type DateParts as DatePartsOfForm,
  type MotoringHistoryValues,
} from '../../../machines/schemas';
import {
  CurrencyInput,
  DateParts,
  FieldFrame,
  ListEditor,
  SearchableSelect,
  SelectField,
  YesNo,
  type BoundFieldProps,
  type ListItemFormProps,
} from '../../forms';
import { descriptionOf, optionsOfNumbers, type FieldBinder, type Subject } from './driver-fields';
import { useListItemForm } from './step-draft';
import { useReferenceList } from './wizard-step';

const questions = {
  proposer: {
    hasMotoringConvictions:
      'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
    motoringConvictions: 'Your motoring convictions',
    hasMotoringClaims: 'Have you had any accidents, claims or losses in the last 5 years?',
    motoringClaims: 'Your claims',
  },
  driver: {
    hasMotoringConvictions:
      'Have they had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
    motoringConvictions: 'Their motoring convictions',
    hasMotoringClaims: 'Have they had any accidents, claims or losses in the last 5 years?',
    motoringClaims: 'Their claims',
  },
} as const satisfies Record<Subject, Record<keyof MotoringHistoryValues, string>>;

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
  item,
  onSave,
  cancelButton,
  draft,
  onValuesChange,
  today,
  dateOfBirth,
}: ItemFormProps<ConvictionValues>) {
  const schema = useMemo(() => convictionSchema({ today, dateOfBirth }), [today, dateOfBirth]);
  const codes = useConvictionCodes();
  const step = useListItemForm({
    schema,
    item,
    empty: emptyConvictionValues,
    draft,
    onValuesChange,
    onValid: onSave,
  });
  const { form } = step;
  const disqualified = useSelector(form.store, (state) => state.values.wasDisqualified);
  return (
    <>
      <form.Field name="dateOfConviction">
        {(f) => <DateParts {...step.fieldProps(f)} label="Date of conviction" />}
      </form.Field>
      <form.Field name="offenceCode">
        {(f) => (
          <SearchableSelect
            {...step.fieldProps(f)}
            options={codes}
            label="Conviction code"
            hint="Type the code, such as SP30, or a few words of the offence"
          />
        )}
      </form.Field>
      <form.Field name="numberOfPoints">
        {(f) => (
          <SelectField {...step.fieldProps(f)} options={pointsOptions} label="Penalty points" />
        )}
      </form.Field>
      <form.Field name="fineAmount">
        {(f) => <CurrencyInput {...step.fieldProps(f)} label="Fine amount" />}
      </form.Field>
      <form.Field name="wasDisqualified">
        {(f) => <YesNo {...step.fieldProps(f)} label="Was the driver disqualified (banned)?" />}
      </form.Field>
      {disqualified === 'yes' ? (
        <>
          <form.Field name="banStartDate">
            {(f) => <DateParts {...step.fieldProps(f)} label="Ban start date" />}
          </form.Field>
          <form.Field name="banEndDate">
            {(f) => <DateParts {...step.fieldProps(f)} label="Ban end date" />}
          </form.Field>
        </>
      ) : null}
      <form.Field name="isPending">
        {(f) => <YesNo {...step.fieldProps(f)} label="Is this conviction still pending?" />}
      </form.Field>
      <ItemActions label="Save conviction" save={() => void step.submit()}>
        {cancelButton}
      </ItemActions>
    </>
  );
}

function ClaimForm({
  item,
  onSave,
  cancelButton,
  draft,
  onValuesChange,
  today,
}: ItemFormProps<ClaimValues>) {
  const schema = useMemo(() => claimSchema({ today }), [today]);
  const claimTypes = useReferenceList('claimTypes');
  const claimStatuses = useReferenceList('claimStatuses');
  const step = useListItemForm({
    schema,
    item,
    empty: emptyClaimValues,
    draft,
    onValuesChange,
    onValid: onSave,
  });
  const { form } = step;
  return (
    <>
      <form.Field name="dateOfClaim">
        {(f) => <DateParts {...step.fieldProps(f)} label="Date of claim" />}
      </form.Field>
      <form.Field name="typeOfClaim">
        {(f) => <SelectField {...step.fieldProps(f)} options={claimTypes} label="Type of claim" />}
      </form.Field>
      <form.Field name="statusOfClaim">
        {(f) => (
          <SelectField {...step.fieldProps(f)} options={claimStatuses} label="Status of claim" />
        )}
      </form.Field>
      <form.Field name="atFault">
        {(f) => <YesNo {...step.fieldProps(f)} label="Was the driver at fault?" />}
      </form.Field>
      <form.Field name="noClaimsBonusAffected">
        {(f) => <YesNo {...step.fieldProps(f)} label="Was the no claims bonus affected?" />}
      </form.Field>
      <form.Field name="costOfClaim">
        {(f) => <CurrencyInput {...step.fieldProps(f)} label="Cost of the claim" />}
      </form.Field>
      <ItemActions label="Save claim" save={() => void step.submit()}>
        {cancelButton}
      </ItemActions>
    </>
  );
}

export interface ListFieldProps<T> extends BoundFieldProps<T[]> {
  label: string;
  children: (onChange: (items: T[]) => void) => ReactNode;
}

/** A list answer: its name, its message and the editor; focused when the summary links to it. */
export function ListField<T>({ id, label, error, onChange, onBlur, children }: ListFieldProps<T>) {
  return (
    <FieldFrame id={id} label={label} error={error} layout="list">
      {children((items) => {
        onChange(items);
        onBlur();
      })}
    </FieldFrame>
  );
}

export interface ListProps<T> extends BoundFieldProps<T[]> {
  label: string;
  today: Date;
  dateOfBirth: DateInput | null;
}

/** Motoring convictions: added, edited in place and removed after a Yes / No question (spec 1 §4). */
export function ConvictionsList({ today, dateOfBirth, ...field }: ListProps<ConvictionValues>) {
  const codes = useReferenceList('convictionCodes');
  return (
    <ListField {...field}>
      {(onChange) => (
        <ListEditor
          items={field.value}
          onChange={onChange}
          itemLabel="conviction"
          draftKey="motoringConvictions"
          renderSummary={(conviction) => (
            <>
              <strong>
                {conviction.offenceCode} {descriptionOf(codes, conviction.offenceCode)}
              </strong>
              <br />
              {shownDate(conviction.dateOfConviction)}, {conviction.numberOfPoints}{' '}
              {conviction.numberOfPoints === '1' ? 'point' : 'points'},{' '}
              {pounds(conviction.fineAmount)} fine
              {conviction.wasDisqualified === 'yes'
                ? `, banned ${shownDate(conviction.banStartDate)} to ${shownDate(conviction.banEndDate)}`
                : ''}
              {conviction.isPending === 'yes' ? ', pending' : ''}
            </>
          )}
          renderForm={(props) => (
            <ConvictionForm {...props} today={today} dateOfBirth={dateOfBirth} />
          )}
        />
      )}
    </ListField>
  );
}

/** Claims: added, edited in place and removed after a Yes / No question (spec 1 §4). */
export function ClaimsList({ today, dateOfBirth, ...field }: ListProps<ClaimValues>) {
  const claimTypes = useReferenceList('claimTypes');
  const claimStatuses = useReferenceList('claimStatuses');
  return (
    <ListField {...field}>
      {(onChange) => (
        <ListEditor
          items={field.value}
          onChange={onChange}
          itemLabel="claim"
          draftKey="motoringClaims"
          renderSummary={(claim) => (
            <>
              <strong>{descriptionOf(claimTypes, claim.typeOfClaim)}</strong>
              <br />
              {shownDate(claim.dateOfClaim)}, {descriptionOf(claimStatuses, claim.statusOfClaim)},{' '}
              {pounds(claim.costOfClaim)}
              {claim.atFault === 'yes' ? ', at fault' : ', not at fault'}
            </>
          )}
          renderForm={(props) => <ClaimForm {...props} today={today} dateOfBirth={dateOfBirth} />}
        />
      )}
    </ListField>
  );
}

export interface MotoringHistoryFieldsProps {
  bind: FieldBinder<MotoringHistoryValues>;
  values: MotoringHistoryValues;
  subject: Subject;
  today: Date;
  dateOfBirth: DateInput | null;
}

/** The convictions and claims questions, each opening its list when answered yes. */
export function MotoringHistoryFields({
  bind,
  values,
  subject,
  today,
  dateOfBirth,
}: MotoringHistoryFieldsProps) {
  const label = questions[subject];
  return (
    <>
      {bind('hasMotoringConvictions', (props) => (
        <YesNo {...props} label={label.hasMotoringConvictions} />
      ))}
      {areConvictionsAsked(values)
        ? bind('motoringConvictions', (props) => (
            <ConvictionsList
              {...props}
              label={label.motoringConvictions}
              today={today}
              dateOfBirth={dateOfBirth}
            />
          ))
        : null}
      {bind('hasMotoringClaims', (props) => (
        <YesNo {...props} label={label.hasMotoringClaims} />
      ))}
      {areClaimsAsked(values)
        ? bind('motoringClaims', (props) => (
            <ClaimsList
              {...props}
              label={label.motoringClaims}
              today={today}
              dateOfBirth={dateOfBirth}
            />
          ))
        : null}
    </>
  );
}
