import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import type { AddressLookupContext, AddressTarget } from '../../machines/journey.types';
import type { JourneySnapshot } from '../../machines/journey.machine';
import { POSTCODE_REQUIRED_MESSAGE, formatPostcode } from '../../machines/rules/formats';
import {
  ADDRESS_SELECT_MESSAGE,
  addressSearchSchema,
  emptyAddressValues,
  emptyManualAddressValues,
  fromAddress,
  fromManualAddress,
  manualAddressSchema,
  toAddress,
  toManualAddress,
  type AddressValues,
  type ManualAddressValues,
} from '../../machines/schemas/address';
import type { FullAddress } from '../../machines/state/contract';
import { TEXT } from '../../machines/text';
import { useJourney, useJourneySelector } from '../journey/journey-context';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { describedBy, errorId, labelId } from './field-ids';
import { fieldClassName, type BaseFieldProps } from './field-props';
import { leaveGroup } from './leave-group';

/** spec 1 §8: the search failed; the manual form opens under this message. */
export const ADDRESS_SEARCH_FAILED_MESSAGE = TEXT.address.searchFailed;
/** spec 1 §8: the chosen address could not be fetched. */
export const ADDRESS_FETCH_FAILED_MESSAGE = TEXT.address.fetchFailed;

const MANUAL_OPTION = '__manual__';

export type AddressLookupVariant = 'postcode' | 'houseNumber';

export interface AddressLookupProps extends Omit<BaseFieldProps, 'onBlur'> {
  /** Which of the journey's address searches this field owns. */
  target: AddressTarget;
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  onBlur?: () => void;
  /** 'houseNumber' asks for a house name or number beside the postcode (spec 1 §2). */
  variant?: AddressLookupVariant;
}

type Mode = 'search' | 'manual' | 'summary';
type ManualErrors = Partial<Record<keyof ManualAddressValues, string>>;

const isFilled = (text: string): boolean => text.trim() !== '';

/** The address a search result names, as the wizard forms hold it. */
export function addressFromFullAddress(address: FullAddress): AddressValues {
  return fromAddress(
    toAddress({
      ...emptyAddressValues(),
      line1: address.line1,
      line2: address.line2 ?? '',
      line3: address.line3 ?? '',
      city: address.city,
      postcode: address.postalCode,
    }),
  );
}

function addressLines(address: AddressValues): string[] {
  const { line1, line2, line3, line4, city, county, postcode } = address;
  return [line1, line2, line3, line4, city, county, postcode].filter(isFilled);
}

function manualProblems(values: ManualAddressValues): ManualErrors {
  const result = v.safeParse(manualAddressSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof manualAddressSchema>(result.issues).nested ?? {};
  return {
    line1: nested.line1?.[0],
    postcode: nested.postcode?.[0],
  };
}

/** The postcode's own problem before a search: required, then the UK pattern. */
function postcodeProblem(postcode: string): string | undefined {
  const result = v.safeParse(addressSearchSchema, {
    postcode,
    searchedPostcode: postcode,
    addressId: MANUAL_OPTION,
  });
  if (result.success) return undefined;
  return v.flatten<typeof addressSearchSchema>(result.issues).nested?.postcode?.[0];
}

interface SearchState {
  postcode: string;
  houseNumber: string;
  /** The postcode this field last searched for; '' before any search. */
  searched: string;
  addressId: string;
}

/**
 * Why a lookup with no address yet is in error, in the customer's terms: the postcode typed is not valid,
 * FIND has not been pressed for it, or none of the results has been picked (spec 1 §5 Postcode and address).
 */
function searchProblem(
  search: SearchState,
  resultsListed: boolean,
): { on: 'postcode' | 'select'; message: string } | null {
  if (!isFilled(search.postcode)) return null;
  const result = v.safeParse(addressSearchSchema, {
    postcode: search.postcode,
    searchedPostcode: search.searched,
    addressId: search.addressId,
  });
  if (result.success) return null;
  const nested = v.flatten<typeof addressSearchSchema>(result.issues).nested ?? {};
  const postcode = nested.postcode?.[0];
  if (postcode !== undefined && postcode !== POSTCODE_REQUIRED_MESSAGE) {
    return { on: 'postcode', message: postcode };
  }
  const select = nested.addressId?.[0];
  if (select === ADDRESS_SELECT_MESSAGE && resultsListed) return { on: 'select', message: select };
  return null;
}

interface LookupInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Extra ids that describe the input (the lookup's own message). */
  describedByIds?: readonly (string | undefined)[];
  autoComplete?: string;
  onEnter?: () => void;
  width?: string;
}

function LookupInput({
  id,
  label,
  value,
  onChange,
  error,
  describedByIds = [],
  autoComplete,
  onEnter,
  width,
}: LookupInputProps) {
  const ids = [error ? errorId(id) : undefined, ...describedByIds].filter(
    (item): item is string => item !== undefined,
  );
  const keepEnterHere = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter?.();
  };
  return (
    <div className={fieldClassName('form-field', error)}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <FieldError fieldId={id} message={error} />
      <input
        id={id}
        type="text"
        className={['form-input', error ? 'form-input--error' : null, width ?? null]
          .filter((name) => name !== null)
          .join(' ')}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.length > 0 ? ids.join(' ') : undefined}
        onKeyDown={keepEnterHere}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

const isBusy = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ addressLookup: 'searching' }) ||
  snapshot.matches({ addressLookup: 'fetching' });

/**
 * A home or overnight address (spec 1 §2 Address lookup): a postcode search with FIND, a list of the
 * addresses found, a manual form, and a summary of the address given with 'Search Again' and 'Edit'. The
 * journey runs the searches for `target`; the address it fetches becomes the field's value.
 */
export function AddressLookup({
  id,
  label,
  hint,
  error,
  className,
  target,
  value,
  onChange,
  onBlur,
  variant = 'postcode',
}: AddressLookupProps) {
  const journey = useJourney();
  const lookup = useJourneySelector((snapshot) => snapshot.context.addressLookup);
  const lookupBusy = useJourneySelector(isBusy);

  const [mode, setMode] = useState<Mode>(() => (isFilled(value.line1) ? 'summary' : 'search'));
  const [search, setSearch] = useState<SearchState>({
    postcode: '',
    houseNumber: '',
    searched: '',
    addressId: '',
  });
  const [searchError, setSearchError] = useState<string | undefined>(undefined);
  const [manual, setManual] = useState<ManualAddressValues>(emptyManualAddressValues);
  const [manualErrors, setManualErrors] = useState<ManualErrors>({});
  const [manualTried, setManualTried] = useState(false);
  const [seenLookup, setSeenLookup] = useState<AddressLookupContext>(lookup);

  const openManual = (values: ManualAddressValues) => {
    setManual(values);
    setManualErrors({});
    setManualTried(false);
    setMode('manual');
  };

  // A chosen address or a failed search arriving for this field changes what it shows.
  if (lookup !== seenLookup) {
    setSeenLookup(lookup);
    if (lookup.target === target && search.searched !== '') {
      if (lookup.chosen !== null && lookup.chosen !== seenLookup.chosen) {
        setMode('summary');
      } else if (lookup.problem === 'searchFailed') {
        openManual({ ...emptyManualAddressValues(), postcode: lookup.postcode });
      }
    }
  }

  const applied = useRef<FullAddress | null>(lookup.target === target ? lookup.chosen : null);
  useEffect(() => {
    const chosen = lookup.target === target ? lookup.chosen : null;
    if (chosen === null || chosen === applied.current) return;
    applied.current = chosen;
    onChange(addressFromFullAddress(chosen));
    onBlur?.();
  }, [lookup, target, onChange, onBlur]);

  const mine = lookup.target === target && search.searched !== '' ? lookup : null;
  const busy = lookupBusy && lookup.target === target;
  const results = mine?.results ?? [];
  const resultsListed = results.length > 0;
  const failedSearch = mine?.problem === 'searchFailed';
  const lookupMessage = mine?.message != null && !failedSearch ? mine.message : null;

  const houseNumberVariant = variant === 'houseNumber';
  const postcodeId = houseNumberVariant ? `${id}-postcode` : id;
  const selectId = `${id}-address`;
  const messageId = `${id}-lookup-message`;
  const statusId = `${id}-lookup-status`;

  const setValue = (next: AddressValues) => {
    onChange(next);
    onBlur?.();
  };

  const find = () => {
    const problem = postcodeProblem(search.postcode);
    setSearchError(problem);
    if (problem !== undefined) return;
    const postcode = formatPostcode(search.postcode);
    setSearch((current) => ({ ...current, searched: postcode, addressId: '' }));
    journey.send(
      houseNumberVariant
        ? { type: 'address.search', target, postcode, houseNumber: search.houseNumber.trim() }
        : { type: 'address.search', target, postcode },
    );
  };

  const changePostcode = (postcode: string) => {
    setSearch((current) => ({ ...current, postcode }));
    if (searchError !== undefined) setSearchError(postcodeProblem(postcode));
  };

  const choose = (itemId: string) => {
    if (itemId === MANUAL_OPTION) {
      openManual({ ...emptyManualAddressValues(), postcode: search.searched });
      return;
    }
    setSearch((current) => ({ ...current, addressId: itemId }));
    if (itemId !== '') journey.send({ type: 'address.choose', target, itemId });
  };

  const searchAgain = () => {
    setSearch({ postcode: value.postcode, houseNumber: '', searched: '', addressId: '' });
    setSearchError(undefined);
    if (lookup.target === target) journey.send({ type: 'address.clear', target });
    setMode('search');
    setValue(emptyAddressValues());
  };

  const changeManual = (field: keyof ManualAddressValues, text: string) => {
    const next = { ...manual, [field]: text };
    setManual(next);
    if (manualTried) setManualErrors(manualProblems(next));
  };

  const saveManual = () => {
    const problems = manualProblems(manual);
    setManualTried(true);
    setManualErrors(problems);
    if (problems.line1 !== undefined || problems.postcode !== undefined) {
      document.getElementById(problems.line1 !== undefined ? id : `${id}-manual-postcode`)?.focus();
      return;
    }
    setMode('summary');
    setValue(fromAddress(toManualAddress(manual)));
  };

  const hideManual = () => setMode(isFilled(value.line1) ? 'summary' : 'search');

  const problem =
    error !== undefined && mode === 'search' ? searchProblem(search, resultsListed) : null;
  const generalError = error !== undefined && problem === null ? error : undefined;
  const postcodeError = searchError ?? (problem?.on === 'postcode' ? problem.message : undefined);
  const selectError = problem?.on === 'select' ? problem.message : undefined;
  const lookupMessageIds = [lookupMessage !== null ? messageId : undefined];

  return (
    <div className={fieldClassName('form-field', error, ['address-lookup', className].join(' '))}>
      <fieldset
        className="form-fieldset"
        aria-describedby={describedBy(id, { hint, error: mode === 'summary' ? error : undefined })}
        onBlur={leaveGroup(onBlur)}
      >
        <legend id={labelId(id)} className="form-legend">
          {label}
        </legend>
        <FieldHint fieldId={id}>{hint}</FieldHint>

        {mode === 'search' ? (
          <div className="address-lookup__search">
            {houseNumberVariant ? (
              <LookupInput
                id={id}
                label="House name or number"
                value={search.houseNumber}
                onChange={(houseNumber) => setSearch((current) => ({ ...current, houseNumber }))}
                error={generalError}
                autoComplete="address-line1"
                onEnter={find}
              />
            ) : null}
            <LookupInput
              id={postcodeId}
              label="Postcode"
              value={search.postcode}
              onChange={changePostcode}
              error={houseNumberVariant ? postcodeError : (postcodeError ?? generalError)}
              describedByIds={lookupMessageIds}
              autoComplete="postal-code"
              onEnter={find}
              width="form-input--width-10"
            />
            <button
              type="button"
              className="button button--small address-lookup__find"
              disabled={busy}
              onClick={find}
            >
              {houseNumberVariant ? 'Find Address' : 'FIND'}
            </button>
            <p id={statusId} className="address-lookup__status" role="status">
              {busy ? 'Searching for addresses…' : ''}
            </p>
            {lookupMessage !== null ? (
              <p id={messageId} className="field-error address-lookup__message" role="alert">
                {lookupMessage}
              </p>
            ) : null}
            {resultsListed ? (
              <div className={fieldClassName('form-field', selectError)}>
                <label className="form-label" htmlFor={selectId}>
                  Please select your address
                </label>
                <FieldError fieldId={selectId} message={selectError} />
                <select
                  id={selectId}
                  className={selectError ? 'form-select form-select--error' : 'form-select'}
                  value={search.addressId}
                  disabled={busy}
                  aria-invalid={selectError ? true : undefined}
                  aria-describedby={selectError ? errorId(selectId) : undefined}
                  onChange={(event) => choose(event.target.value)}
                >
                  <option value="">
                    {results.length === 1 ? '1 address found' : `${results.length} addresses found`}
                  </option>
                  {results.map((item) => (
                    <option key={item.itemId} value={item.itemId}>
                      {item.searchResult}
                    </option>
                  ))}
                  <option value={MANUAL_OPTION}>Enter address manually</option>
                </select>
              </div>
            ) : null}
            <button
              type="button"
              className="address-lookup__link"
              onClick={() =>
                openManual({ ...emptyManualAddressValues(), postcode: search.postcode })
              }
            >
              Enter address manually
            </button>
          </div>
        ) : null}

        {mode === 'manual' ? (
          <div className="address-lookup__manual">
            {failedSearch ? (
              <p className="field-error address-lookup__message" role="alert">
                {ADDRESS_SEARCH_FAILED_MESSAGE}
              </p>
            ) : null}
            <LookupInput
              id={id}
              label="Address line 1"
              value={manual.line1}
              onChange={(text) => changeManual('line1', text)}
              error={manualErrors.line1 ?? error}
              autoComplete="address-line1"
              onEnter={saveManual}
            />
            <LookupInput
              id={`${id}-line2`}
              label="Address line 2 (optional)"
              value={manual.line2}
              onChange={(text) => changeManual('line2', text)}
              autoComplete="address-line2"
              onEnter={saveManual}
            />
            <LookupInput
              id={`${id}-city`}
              label="Town or city (optional)"
              value={manual.city}
              onChange={(text) => changeManual('city', text)}
              autoComplete="address-level2"
              onEnter={saveManual}
            />
            <LookupInput
              id={`${id}-manual-postcode`}
              label="Postcode"
              value={manual.postcode}
              onChange={(text) => changeManual('postcode', text)}
              error={manualErrors.postcode}
              autoComplete="postal-code"
              onEnter={saveManual}
              width="form-input--width-10"
            />
            <div className="address-lookup__actions">
              <button type="button" className="button button--small" onClick={saveManual}>
                {houseNumberVariant ? 'Submit' : 'SAVE ADDRESS'}
              </button>
              {houseNumberVariant ? (
                <button
                  type="button"
                  className="button button--small button--secondary"
                  onClick={hideManual}
                >
                  Cancel
                </button>
              ) : (
                <button type="button" className="address-lookup__link" onClick={hideManual}>
                  Hide address manually
                </button>
              )}
            </div>
          </div>
        ) : null}

        {mode === 'summary' ? (
          <div className="address-lookup__summary">
            <FieldError fieldId={id} message={error} />
            <p className="address-lookup__address">
              {addressLines(value).map((line, index) => (
                <span key={`${index}-${line}`} className="address-lookup__line">
                  {line}
                </span>
              ))}
            </p>
            <div className="address-lookup__actions">
              <button
                id={id}
                type="button"
                className="address-lookup__link"
                aria-describedby={error ? errorId(id) : undefined}
                onClick={searchAgain}
              >
                Search Again
              </button>
              <button
                type="button"
                className="address-lookup__link"
                onClick={() => openManual(fromManualAddress(toAddress(value)))}
              >
                Edit
              </button>
            </div>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
