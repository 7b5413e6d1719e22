import '../../ui/forms.css';
import { useEffect, useEffectEvent, useState } from 'react';
import type { AddressTarget } from '../../../machines/core/types';
import { addressModeOf } from '../../../machines/wizard/view';
import {
  emptyAddressValues,
  emptyManualAddressValues,
  fromAddress,
  fromManualAddress,
  toAddress,
  toManualAddress,
  type AddressValues,
  type ManualAddressValues,
} from '../../../machines/wizard/schemas/address';
import type { FullAddress } from '../../../machines/core/contract';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import { ManualAddressForm } from './address-lookup-manual';
import { AddressSearch, emptySearchDraft, type SearchDraft } from './address-lookup-search';
import { AddressSummary } from './address-lookup-summary';
import { FieldHint } from '../../ui/field-hint';
import { describedBy, labelId } from '../../ui/field-ids';
import { fieldClassName, type BaseFieldProps } from '../../ui/field-props';
import { leaveGroup } from '../../ui/leave-group';
import { isFilled } from '../../../machines/core/fields';
import { addressLookupOf, isAddressLookupBusy } from '../../../machines/wizard/view';

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

/** The address a search result names, as the wizard forms hold it. */
function addressFromFullAddress(address: FullAddress): AddressValues {
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

/**
 * A home or overnight address (spec 1 §2 Address lookup). The journey decides what it shows (its search with
 * the addresses found, the manual form or the summary) and runs the searches for `target`; this field keeps
 * the address and what the customer is typing, and shows the part the journey names.
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
  const lookup = useJourneySelector(addressLookupOf);
  const lookupBusy = useJourneySelector(isAddressLookupBusy);
  const mine = lookup.target === target ? lookup : null;
  const mode = addressModeOf(lookup, target, isFilled(value.line1));
  const houseNumberVariant = variant === 'houseNumber';

  const [draft, setDraft] = useState<SearchDraft>(() => ({
    ...emptySearchDraft(mine?.postcode),
    houseNumber: mine?.houseNumber ?? '',
    searched: mine?.postcode ?? '',
  }));
  // What the manual form opens with when the customer opened it; a failed search opens it with its postcode.
  const [manualStart, setManualStart] = useState<ManualAddressValues | null>(null);

  const setValue = (next: AddressValues) => {
    onChange(next);
    onBlur?.();
  };

  // The journey hands over the address it fetched for this field once; from then on the form owns it.
  const takeChosen = useEffectEvent((event: { target: AddressTarget; address: FullAddress }) => {
    if (event.target === target) setValue(addressFromFullAddress(event.address));
  });
  useEffect(() => {
    const subscription = journey.on('address.chosen', takeChosen);
    return () => subscription.unsubscribe();
  }, [journey]);

  const find = (postcode: string, houseNumber: string) => {
    setManualStart(null);
    journey.send(
      houseNumberVariant
        ? { type: 'address.search', target, postcode, houseNumber }
        : { type: 'address.search', target, postcode },
    );
  };

  const enterManually = (postcode: string) => {
    setManualStart({ ...emptyManualAddressValues(), postcode });
    journey.send({ type: 'address.enterManually', target });
  };

  const edit = () => {
    setManualStart(fromManualAddress(toAddress(value)));
    journey.send({ type: 'address.edit', target });
  };

  const save = (manual: ManualAddressValues) => {
    setValue(fromAddress(toManualAddress(manual)));
    journey.send({ type: 'address.saveManual', target });
  };

  const searchAgain = () => {
    setDraft(emptySearchDraft(value.postcode));
    journey.send({ type: 'address.clear', target });
    setValue(emptyAddressValues());
  };

  const failedSearch = mine?.problem === 'searchFailed';
  const manualInitial =
    manualStart ??
    (isFilled(value.line1)
      ? fromManualAddress(toAddress(value))
      : { ...emptyManualAddressValues(), postcode: mine?.postcode ?? '' });

  // Each part takes the field's id (its first control takes it) and the field's error.
  const field = { id, error };
  const shown = () => {
    switch (mode) {
      case 'manual':
        return (
          <ManualAddressForm
            {...field}
            initial={manualInitial}
            searchFailed={failedSearch}
            houseNumberVariant={houseNumberVariant}
            onSave={save}
            onCancel={() => journey.send({ type: 'address.cancelManual', target })}
          />
        );
      case 'summary':
        return (
          <AddressSummary {...field} value={value} onSearchAgain={searchAgain} onEdit={edit} />
        );
      case 'search':
      case 'list':
        return (
          <AddressSearch
            {...field}
            houseNumberVariant={houseNumberVariant}
            draft={draft}
            onDraftChange={setDraft}
            results={mode === 'list' ? (mine?.results ?? []) : []}
            message={mine?.message != null && !failedSearch ? mine.message : null}
            busy={lookupBusy && mine !== null}
            onFind={find}
            onChoose={(itemId) => journey.send({ type: 'address.choose', target, itemId })}
            onEnterManually={enterManually}
          />
        );
    }
  };

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

        {shown()}
      </fieldset>
    </div>
  );
}
