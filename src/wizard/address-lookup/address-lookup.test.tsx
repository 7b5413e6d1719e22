import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { bootStatusOf } from '../../../machines/journey';
import type { AddressTarget } from '../../../machines/core/types';
import { emptyAddressValues, type AddressValues } from '../../../machines/wizard/schemas/address';
import type { AddressSearchItem, FullAddress } from '../../../machines/core/contract';
import { startJourney } from '../../../machines/testing/harness';
import { JourneyProvider } from '../../app/journey/journey-context';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { AddressLookup, type AddressLookupVariant } from './address-lookup';

type Journey = ReturnType<typeof startJourney>;
type Services = NonNullable<Parameters<typeof startJourney>[1]>;

const started: Journey[] = [];

afterEach(() => {
  cleanup();
  started.splice(0).forEach((journey) => {
    journey.stop();
  });
});

interface FieldProps {
  target: AddressTarget;
  label: string;
  error?: string;
  initial?: AddressValues;
  variant?: AddressLookupVariant;
  onValue?: (value: AddressValues) => void;
}

function Field({ target, label, error, initial, variant, onValue }: FieldProps) {
  const [value, setValue] = useState(initial ?? emptyAddressValues());
  return (
    <AddressLookup
      id={`${target}-address`}
      target={target}
      label={label}
      value={value}
      error={error}
      variant={variant}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

async function renderLookup(fields: FieldProps[], services: Services = {}) {
  const journey = startJourney({ url: 'http://localhost/' }, services);
  started.push(journey);
  await waitFor(journey, (snapshot) => bootStatusOf(snapshot) === 'ready');
  const user = userEvent.setup();
  const view = render(
    <JourneyProvider journey={journey}>
      {fields.map((field) => (
        <Field key={field.target} {...field} />
      ))}
    </JourneyProvider>,
  );
  return { journey, user, view };
}

const group = (name: string) => screen.getByRole('group', { name });
const home = () => group('Home address');

const results: AddressSearchItem[] = [
  { itemId: 'SW1A1AA-1', searchResult: 'Flat 1, Regency Mansions, 48 Palace Road, London' },
  { itemId: 'SW1A1AA-2', searchResult: 'Flat 2, Regency Mansions, 48 Palace Road, London' },
];

const serverError = () => new Error('An unexpected server error occurred.');

async function search(user: ReturnType<typeof userEvent.setup>, postcode: string) {
  await user.type(within(home()).getByRole('textbox', { name: 'Postcode' }), postcode);
  await user.click(within(home()).getByRole('button', { name: JOURNEY_TEXT.address.find }));
}

describe('AddressLookup', () => {
  it('asks for a valid postcode before searching', async () => {
    const { user } = await renderLookup([{ target: 'home', label: 'Home address' }]);
    const postcode = within(home()).getByRole('textbox', { name: 'Postcode' });

    await user.click(within(home()).getByRole('button', { name: JOURNEY_TEXT.address.find }));
    expect(within(home()).getByText('Please enter your postcode')).toBeDefined();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');

    await user.type(postcode, 'NOT A CODE');
    expect(within(home()).getByText('Please enter a valid postcode')).toBeDefined();
    await user.clear(postcode);
    await user.type(postcode, 'SW1A 1AA');
    expect(within(home()).queryByText('Please enter a valid postcode')).toBeNull();
    expect(postcode.getAttribute('aria-invalid')).toBeNull();
  });

  it('lists the addresses found for SW1A 1AA and fills the summary with the one chosen', async () => {
    const onValue = vi.fn();
    const { user } = await renderLookup([{ target: 'home', label: 'Home address', onValue }], {
      searchAddresses: fromPromise(() => Promise.resolve(results)),
    });
    await search(user, 'sw1a 1aa');

    const select = await within(home()).findByRole('combobox', {
      name: JOURNEY_TEXT.address.selectAddress,
    });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '2 addresses found',
      'Flat 1, Regency Mansions, 48 Palace Road, London',
      'Flat 2, Regency Mansions, 48 Palace Road, London',
      JOURNEY_TEXT.address.enterManually,
    ]);

    await user.selectOptions(select, 'SW1A1AA-1');
    await within(home()).findByText('Flat 1, Regency Mansions');
    expect(within(home()).getByText('48 Palace Road')).toBeDefined();
    expect(within(home()).getByText('London')).toBeDefined();
    expect(within(home()).getByText('SW1A 1AA')).toBeDefined();
    expect(onValue).toHaveBeenLastCalledWith({
      ...emptyAddressValues(),
      line1: 'Flat 1, Regency Mansions',
      line2: '48 Palace Road',
      city: 'London',
      postcode: 'SW1A 1AA',
    });
    expect(within(home()).queryByRole('combobox')).toBeNull();
  });

  it('Search Again returns to the postcode search and clears the address', async () => {
    const onValue = vi.fn();
    const { user } = await renderLookup([{ target: 'home', label: 'Home address', onValue }]);
    await search(user, 'SW1A 1AA');
    await user.selectOptions(
      await within(home()).findByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress }),
      'SW1A1AA-1',
    );
    await within(home()).findByText('Flat 1, Regency Mansions');

    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.searchAgain }),
    );
    const postcode = within(home()).getByRole<HTMLInputElement>('textbox', { name: 'Postcode' });
    expect(postcode.value).toBe('SW1A 1AA');
    expect(within(home()).queryByText('Flat 1, Regency Mansions')).toBeNull();
    expect(within(home()).getByRole('button', { name: JOURNEY_TEXT.address.find })).toBeDefined();
    expect(onValue).toHaveBeenLastCalledWith(emptyAddressValues());
  });

  it('takes an address entered manually, and Edit opens it again', async () => {
    const onValue = vi.fn();
    const { user } = await renderLookup([{ target: 'home', label: 'Home address', onValue }]);

    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.enterManually }),
    );
    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.saveAddress }),
    );
    expect(within(home()).getByText('Please enter the first line of your address')).toBeDefined();
    expect(within(home()).getByText('Please enter your postcode')).toBeDefined();
    const line1 = within(home()).getByRole('textbox', { name: 'Address line 1' });
    expect(document.activeElement).toBe(line1);

    await user.type(line1, '12 Mill Lane');
    expect(within(home()).queryByText('Please enter the first line of your address')).toBeNull();
    await user.type(
      within(home()).getByRole('textbox', { name: 'Town or city (optional)' }),
      'Leeds',
    );
    await user.type(within(home()).getByRole('textbox', { name: 'Postcode' }), 'ls1 4ap');
    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.saveAddress }),
    );

    expect(within(home()).getByText('12 Mill Lane')).toBeDefined();
    expect(within(home()).getByText('LS1 4AP')).toBeDefined();
    expect(onValue).toHaveBeenLastCalledWith({
      ...emptyAddressValues(),
      line1: '12 Mill Lane',
      city: 'Leeds',
      postcode: 'LS1 4AP',
    });

    await user.click(within(home()).getByRole('button', { name: JOURNEY_TEXT.wizard.edit }));
    expect(
      within(home()).getByRole<HTMLInputElement>('textbox', { name: 'Address line 1' }).value,
    ).toBe('12 Mill Lane');
    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.hideManually }),
    );
    expect(within(home()).getByText('12 Mill Lane')).toBeDefined();
  });

  it('offers manual entry from the list of results', async () => {
    const { user } = await renderLookup([{ target: 'home', label: 'Home address' }]);
    await search(user, 'SW1A 1AA');
    await user.selectOptions(
      await within(home()).findByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress }),
      JOURNEY_TEXT.address.enterManually,
    );
    expect(within(home()).getByRole<HTMLInputElement>('textbox', { name: 'Postcode' }).value).toBe(
      'SW1A 1AA',
    );
    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.hideManually }),
    );
    expect(within(home()).getByRole('button', { name: JOURNEY_TEXT.address.find })).toBeDefined();
  });

  it('opens the manual form with the postcode typed; hiding it returns to the search', async () => {
    const { user, journey } = await renderLookup([{ target: 'home', label: 'Home address' }]);
    await user.type(within(home()).getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.enterManually }),
    );
    expect(journey.getSnapshot().context.addressLookup.modes.home?.mode).toBe('manual');
    expect(within(home()).getByRole<HTMLInputElement>('textbox', { name: 'Postcode' }).value).toBe(
      'LS1 4AP',
    );
    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.hideManually }),
    );
    expect(within(home()).getByRole<HTMLInputElement>('textbox', { name: 'Postcode' }).value).toBe(
      'LS1 4AP',
    );
    expect(within(home()).getByRole('button', { name: JOURNEY_TEXT.address.find })).toBeDefined();
  });

  it('shows what the journey decided: a field shown again keeps its list', async () => {
    const { user, view } = await renderLookup([{ target: 'home', label: 'Home address' }]);
    await search(user, 'SW1A 1AA');
    await within(home()).findByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress });
    view.unmount();
    const journey = started[0];
    if (!journey) throw new Error('No journey started');
    render(
      <JourneyProvider journey={journey}>
        <Field target="home" label="Home address" />
      </JourneyProvider>,
    );
    expect(
      within(home()).getByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress }),
    ).toBeDefined();
  });

  it('opens the manual form under the message when the search fails', async () => {
    const { user } = await renderLookup([{ target: 'home', label: 'Home address' }], {
      searchAddresses: fromPromise<AddressSearchItem[], { postcode: string }>(() =>
        Promise.reject(serverError()),
      ),
    });
    await search(user, 'SW1A 1AA');

    expect(await within(home()).findByText(JOURNEY_TEXT.address.searchFailed)).toBeDefined();
    expect(within(home()).getByRole('textbox', { name: 'Address line 1' })).toBeDefined();
    expect(within(home()).getByRole<HTMLInputElement>('textbox', { name: 'Postcode' }).value).toBe(
      'SW1A 1AA',
    );
    expect(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.saveAddress }),
    ).toBeDefined();
  });

  it('says so when the chosen address cannot be fetched', async () => {
    const { user } = await renderLookup([{ target: 'home', label: 'Home address' }], {
      getAddressById: fromPromise<FullAddress, { addressId: string }>(() =>
        Promise.reject(serverError()),
      ),
    });
    await search(user, 'SW1A 1AA');
    await user.selectOptions(
      await within(home()).findByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress }),
      'SW1A1AA-1',
    );
    expect(await within(home()).findByText(JOURNEY_TEXT.address.fetchFailed)).toBeDefined();
    expect(
      within(home()).getByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress }),
    ).toBeDefined();
  });

  it('explains a missing address by what is left to do: Find, then a choice', async () => {
    const { user, view } = await renderLookup([
      { target: 'home', label: 'Home address', error: 'Please enter your address' },
    ]);
    const postcode = within(home()).getByRole('textbox', { name: 'Postcode' });
    expect(within(home()).getByText('Please enter your address')).toBeDefined();

    await user.type(postcode, 'SW1A 1AA');
    expect(
      screen.getByRole('textbox', {
        name: 'Postcode',
        description: /Please click "Find" button to search for your address/,
      }),
    ).toBe(postcode);

    await user.click(within(home()).getByRole('button', { name: JOURNEY_TEXT.address.find }));
    const select = await within(home()).findByRole('combobox', {
      name: JOURNEY_TEXT.address.selectAddress,
    });
    expect(screen.getByRole('combobox', { description: /Please select an address/ })).toBe(select);
    view.unmount();
  });

  it('fills only the field whose search it was', async () => {
    const { user } = await renderLookup([
      { target: 'home', label: 'Home address' },
      { target: 'overnight', label: 'Overnight address' },
    ]);
    const overnight = () => group('Overnight address');
    await user.type(within(overnight()).getByRole('textbox', { name: 'Postcode' }), 'SW1A 1AA');
    await user.click(within(overnight()).getByRole('button', { name: JOURNEY_TEXT.address.find }));
    await user.selectOptions(
      await within(overnight()).findByRole('combobox', {
        name: JOURNEY_TEXT.address.selectAddress,
      }),
      'SW1A1AA-1',
    );
    await within(overnight()).findByText('Flat 1, Regency Mansions');
    expect(within(home()).queryByText('Flat 1, Regency Mansions')).toBeNull();
    expect(within(home()).queryByRole('combobox')).toBeNull();
  });

  it('searches by house name or number with Find Address; its manual form has Submit and Cancel', async () => {
    const searchAddresses = vi.fn((input: { postcode: string; houseNumber?: string }) =>
      Promise.resolve<AddressSearchItem[]>(
        input.houseNumber === '10' ? [{ itemId: 'X-10', searchResult: '10 Mill Lane, Leeds' }] : [],
      ),
    );
    const { user } = await renderLookup(
      [{ target: 'home', label: 'Home address', variant: 'houseNumber' }],
      {
        searchAddresses: fromPromise(
          ({ input }: { input: { postcode: string; houseNumber?: string } }) =>
            searchAddresses(input),
        ),
      },
    );
    await user.type(within(home()).getByRole('textbox', { name: 'House name or number' }), '10');
    await user.type(within(home()).getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.findAddress }),
    );
    const select = await within(home()).findByRole('combobox', {
      name: JOURNEY_TEXT.address.selectAddress,
    });
    expect(within(select).getByRole('option', { name: '10 Mill Lane, Leeds' })).toBeDefined();
    expect(searchAddresses).toHaveBeenCalledWith({ postcode: 'LS1 4AP', houseNumber: '10' });

    await user.click(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.enterManually }),
    );
    expect(within(home()).getByRole('button', { name: 'Submit' })).toBeDefined();
    await user.click(within(home()).getByRole('button', { name: 'Cancel' }));
    expect(
      within(home()).getByRole('button', { name: JOURNEY_TEXT.address.findAddress }),
    ).toBeDefined();
  });

  it('shows a given address as a summary, with its error tied to Search Again', async () => {
    await renderLookup([
      {
        target: 'overnight',
        label: 'Overnight address',
        error:
          'The overnight address is the same as the home address provided. Please review your responses.',
        initial: { ...emptyAddressValues(), line1: '1 High Street', postcode: 'LS1 4AP' },
      },
    ]);
    const overnight = group('Overnight address');
    expect(within(overnight).getByText('1 High Street')).toBeDefined();
    expect(
      within(overnight).getByRole('button', {
        name: JOURNEY_TEXT.address.searchAgain,
        description: /The overnight address is the same as the home address provided/,
      }).id,
    ).toBe('overnight-address');
  });
});
