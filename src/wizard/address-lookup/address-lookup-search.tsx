import '../../ui/forms.css';
import { useState } from 'react';
import * as v from 'valibot';
import { formatPostcode } from '../../../machines/core/formats';
import { addressSearchSchema } from '../../../machines/wizard/schemas/address';
import type { AddressSearchItem } from '../../../machines/core/contract';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { formText } from '../../../machines/wizard/form-text';
import { LookupInput } from './address-lookup-input';
import { BusyButton } from '../../ui/busy-button';
import { FieldError } from '../../ui/field-error';
import { errorId } from '../../ui/field-ids';
import { fieldClassName } from '../../ui/field-props';
import { isFilled } from '../../../machines/core/fields';
import { aboutYouText } from '../../../machines/wizard/about-you-text';

const addressSearchText = aboutYouText.addressSearch;

const MANUAL_OPTION = '__manual__';

/** What the customer has typed into the search, kept while the field shows its manual form. */
export interface SearchDraft {
  postcode: string;
  houseNumber: string;
  /** The postcode this field last searched for; '' before any search. */
  searched: string;
  addressId: string;
}

export const emptySearchDraft = (postcode = ''): SearchDraft => ({
  postcode,
  houseNumber: '',
  searched: '',
  addressId: '',
});

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

/**
 * Why a lookup with no address yet is in error, in the customer's terms: the postcode typed is not valid,
 * FIND has not been pressed for it, or none of the results has been picked (spec 1 §5 Postcode and address).
 */
function searchProblem(
  search: SearchDraft,
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
  if (postcode !== undefined && postcode !== formText.address.postcodeRequired) {
    return { on: 'postcode', message: postcode };
  }
  const select = nested.addressId?.[0];
  if (select === formText.address.selectAddress && resultsListed) {
    return { on: 'select', message: select };
  }
  return null;
}

export interface AddressSearchProps {
  /** The field's id: the first input takes it, so the field's label and error lead there. */
  id: string;
  houseNumberVariant: boolean;
  error?: string | undefined;
  draft: SearchDraft;
  onDraftChange: (draft: SearchDraft) => void;
  /** The addresses found for this field, listed when the lookup shows its list. */
  results: readonly AddressSearchItem[];
  /** The lookup's message for this field (nothing found, a fetch failed), if any. */
  message: string | null;
  busy: boolean;
  onFind: (postcode: string, houseNumber: string) => void;
  onChoose: (itemId: string) => void;
  /** The manual form, opened with `postcode`. */
  onEnterManually: (postcode: string) => void;
}

/** The postcode search with FIND, and the addresses it found to pick from (spec 1 §2 Address lookup). */
export function AddressSearch({
  id,
  houseNumberVariant,
  error,
  draft,
  onDraftChange,
  results,
  message,
  busy,
  onFind,
  onChoose,
  onEnterManually,
}: AddressSearchProps) {
  const [searchError, setSearchError] = useState<string | undefined>(undefined);
  const postcodeId = houseNumberVariant ? `${id}-postcode` : id;
  const selectId = `${id}-address`;
  const messageId = `${id}-lookup-message`;
  const statusId = `${id}-lookup-status`;
  const resultsListed = results.length > 0;

  const find = () => {
    const problem = postcodeProblem(draft.postcode);
    setSearchError(problem);
    if (problem !== undefined) return;
    const postcode = formatPostcode(draft.postcode);
    onDraftChange({ ...draft, searched: postcode, addressId: '' });
    onFind(postcode, draft.houseNumber.trim());
  };

  const changePostcode = (postcode: string) => {
    onDraftChange({ ...draft, postcode });
    if (searchError !== undefined) setSearchError(postcodeProblem(postcode));
  };

  const choose = (itemId: string) => {
    if (itemId === MANUAL_OPTION) {
      onEnterManually(draft.searched);
      return;
    }
    onDraftChange({ ...draft, addressId: itemId });
    if (itemId !== '') onChoose(itemId);
  };

  const problem = error !== undefined ? searchProblem(draft, resultsListed) : null;
  const generalError = error !== undefined && problem === null ? error : undefined;
  const postcodeError = searchError ?? (problem?.on === 'postcode' ? problem.message : undefined);
  const selectError = problem?.on === 'select' ? problem.message : undefined;

  return (
    <div className="address-lookup__search">
      {houseNumberVariant ? (
        <LookupInput
          id={id}
          label={addressSearchText.houseNameNumber}
          value={draft.houseNumber}
          onChange={(houseNumber) => onDraftChange({ ...draft, houseNumber })}
          error={generalError}
          autoComplete="address-line1"
          onEnter={find}
        />
      ) : null}
      <LookupInput
        id={postcodeId}
        label={JOURNEY_TEXT.labels.postcode}
        value={draft.postcode}
        onChange={changePostcode}
        error={houseNumberVariant ? postcodeError : (postcodeError ?? generalError)}
        describedByIds={[message !== null ? messageId : undefined]}
        autoComplete="postal-code"
        onEnter={find}
        width="form-input--width-10"
      />
      <BusyButton className="button button--small address-lookup__find" busy={busy} onClick={find}>
        {houseNumberVariant ? JOURNEY_TEXT.address.findAddress : JOURNEY_TEXT.address.find}
      </BusyButton>
      <p id={statusId} className="address-lookup__status" role="status">
        {busy ? JOURNEY_TEXT.address.searching : ''}
      </p>
      {message !== null ? (
        <p id={messageId} className="field-error address-lookup__message" role="alert">
          {message}
        </p>
      ) : null}
      {resultsListed ? (
        <div className={fieldClassName('form-field', selectError)}>
          <label className="form-label" htmlFor={selectId}>
            {JOURNEY_TEXT.address.selectAddress}
          </label>
          <FieldError fieldId={selectId} message={selectError} />
          <select
            id={selectId}
            className={selectError ? 'form-select form-select--error' : 'form-select'}
            value={draft.addressId}
            disabled={busy}
            aria-invalid={selectError ? true : undefined}
            aria-describedby={selectError ? errorId(selectId) : undefined}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">{JOURNEY_TEXT.address.found(results.length)}</option>
            {results.map((item) => (
              <option key={item.itemId} value={item.itemId}>
                {item.searchResult}
              </option>
            ))}
            <option value={MANUAL_OPTION}>{JOURNEY_TEXT.address.enterManually}</option>
          </select>
        </div>
      ) : null}
      <button type="button" className="link-button" onClick={() => onEnterManually(draft.postcode)}>
        {JOURNEY_TEXT.address.enterManually}
      </button>
    </div>
  );
}
