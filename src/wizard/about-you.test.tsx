import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { subYears } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { emptyAboutYouValues } from '../../machines/wizard/schemas';
import { pathOf, quoteBefore, stopJourneys, type JourneyOptions } from '../testing/render-journey';
import { group, openWizardStep, typeDate } from '../testing/step-queries';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';

afterEach(() => {
  stopJourneys();
});

const openAboutYou = (options: Partial<JourneyOptions> = {}) =>
  openWizardStep('aboutYou', JOURNEY_TEXT.wizard.heading.aboutYou, options);

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const dateOfBirth = () => group('Date of birth');
const homeAddress = () => group('Home address');
const overnightAddress = () => group('Overnight address');
const homeowner = () => group('Are you a homeowner?');
const keptAway = () =>
  group('Is the vehicle kept overnight at an address other than your home address?');
const continueButton = () => screen.getByRole('button', { name: JOURNEY_TEXT.wizard.continue });

/** The message shown for a field, as its control announces it. */
const errorOf = (element: HTMLElement): string | null => {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  const messages = ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.classList.contains('field-error'))
    .map((node) => node?.textContent.replace(/^Error: /, '') ?? '');
  return messages[0] ?? null;
};

/** Fills the date of birth and tabs on, so the date is checked as the customer leaves it. */
async function typeDateOfBirth(user: UserEvent, date: Date) {
  await typeDate(user, 'Date of birth', date);
  await user.tab();
}

/** The home address searches with FIND; the overnight address with 'Find Address' (spec 1 §2). */
const lookupButtons = {
  home: { find: JOURNEY_TEXT.address.find, save: JOURNEY_TEXT.address.saveAddress },
  overnight: { find: JOURNEY_TEXT.address.findAddress, save: 'Submit' },
} as const;
type LookupButtons = (typeof lookupButtons)[keyof typeof lookupButtons];

async function chooseAddress(
  user: UserEvent,
  field: HTMLElement,
  postcode: string,
  buttons: LookupButtons = lookupButtons.home,
) {
  await user.type(within(field).getByRole('textbox', { name: 'Postcode' }), postcode);
  await user.click(within(field).getByRole('button', { name: buttons.find }));
  await user.selectOptions(
    await within(field).findByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress }),
    'SW1A1AA-1',
  );
  await within(field).findByText('Flat 1, Regency Mansions');
}

async function enterManually(
  user: UserEvent,
  field: HTMLElement,
  line1: string,
  postcode: string,
  buttons: LookupButtons = lookupButtons.home,
) {
  await user.click(within(field).getByRole('button', { name: JOURNEY_TEXT.address.enterManually }));
  await user.type(within(field).getByRole('textbox', { name: 'Address line 1' }), line1);
  const postcodeInput = within(field).getByRole('textbox', { name: 'Postcode' });
  await user.clear(postcodeInput);
  await user.type(postcodeInput, postcode);
  await user.click(within(field).getByRole('button', { name: buttons.save }));
  await within(field).findByText(line1);
}

async function answerEverything(user: UserEvent) {
  await user.selectOptions(combobox('Title'), 'Mr');
  await user.type(textbox('First name'), 'sam');
  await user.type(textbox('Surname'), 'carter');
  await typeDateOfBirth(user, new Date(1991, 8, 3));
  await user.type(textbox('Email address'), 'sam.carter@example.com');
  await user.type(textbox('Main phone number'), '07700 900123');
  await user.selectOptions(combobox('Marital status'), 'Married');
  await chooseAddress(user, homeAddress(), 'SW1A 1AA');
  await user.click(within(homeowner()).getByRole('radio', { name: 'Yes' }));
  await user.click(within(keptAway()).getByRole('radio', { name: 'No' }));
}

describe('About you step', () => {
  it('asks for every answer on Continue and drops each message once answered', async () => {
    const { user } = await openAboutYou();
    await user.click(continueButton());

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `Title: ${formText.field.optionRequired}`,
      formText.person.firstNameRequired,
      formText.person.lastNameRequired,
      `Date of birth: ${formText.field.dateRequired}`,
      formText.person.emailRequired,
      formText.person.phoneRequired,
      `Marital status: ${formText.field.optionRequired}`,
      formText.person.homeAddressRequired,
      `Are you a homeowner?: ${formText.field.answerRequired}`,
      `Is the vehicle kept overnight at an address other than your home address?: ${formText.field.answerRequired}`,
    ]);
    expect(document.activeElement).toBe(summary);

    await answerEverything(user);
    await user.tab();
    expect(errorOf(combobox('Title'))).toBeNull();
    expect(errorOf(textbox('First name'))).toBeNull();
    expect(errorOf(textbox('Email address'))).toBeNull();
    expect(within(homeAddress()).queryByText(formText.person.homeAddressRequired)).toBeNull();
    expect(within(homeowner()).queryByText(formText.field.answerRequired)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks names, email and phone as typed', async () => {
    const { user } = await openAboutYou();
    await user.type(textbox('First name'), 'J0hn');
    await user.type(textbox('Email address'), 'sam@');
    await user.type(textbox('Main phone number'), '12345');
    await user.click(continueButton());

    expect(errorOf(textbox('First name'))).toBe(formText.person.nameInvalid);
    expect(errorOf(textbox('Email address'))).toBe(formText.person.emailInvalid);
    expect(errorOf(textbox('Main phone number'))).toBe(formText.person.phoneInvalid);

    await user.clear(textbox('First name'));
    await user.type(textbox('First name'), 'John');
    await user.clear(textbox('Email address'));
    await user.type(textbox('Email address'), 'sam@example.com');
    await user.clear(textbox('Main phone number'));
    await user.type(textbox('Main phone number'), '07700900123');
    await user.tab();
    expect(errorOf(textbox('First name'))).toBeNull();
    expect(errorOf(textbox('Email address'))).toBeNull();
    expect(errorOf(textbox('Main phone number'))).toBeNull();
  });

  it('needs the proposer to be at least 16', async () => {
    const { user } = await openAboutYou();
    await typeDateOfBirth(user, subYears(new Date(), 15));
    await user.click(continueButton());
    expect(within(dateOfBirth()).getByText(formText.person.minimumAge)).toBeDefined();

    await typeDateOfBirth(user, subYears(new Date(), 17));
    expect(within(dateOfBirth()).queryByText(formText.person.minimumAge)).toBeNull();
  });

  it('explains a postcode typed but not searched, then takes the address chosen', async () => {
    const { user } = await openAboutYou();
    await user.click(continueButton());
    expect(within(homeAddress()).getByText(formText.person.homeAddressRequired)).toBeDefined();

    const postcode = within(homeAddress()).getByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, 'SW1A 1AA');
    expect(errorOf(postcode)).toBe(formText.address.findFirst);

    await user.click(
      within(homeAddress()).getByRole('button', { name: JOURNEY_TEXT.address.find }),
    );
    const select = await within(homeAddress()).findByRole('combobox', {
      name: JOURNEY_TEXT.address.selectAddress,
    });
    expect(errorOf(select)).toBe(formText.address.selectAddress);
    await user.selectOptions(select, 'SW1A1AA-1');
    await within(homeAddress()).findByText('Flat 1, Regency Mansions');
    expect(within(homeAddress()).queryByText(formText.address.selectAddress)).toBeNull();
    expect(within(homeAddress()).queryByText(formText.person.homeAddressRequired)).toBeNull();
  });

  it('asks for an overnight address that is not the home address', async () => {
    const { user } = await openAboutYou();
    await answerEverything(user);
    await user.click(within(keptAway()).getByRole('radio', { name: 'Yes' }));
    await user.click(continueButton());
    expect(
      within(overnightAddress()).getByText(formText.person.overnightAddressRequired),
    ).toBeDefined();

    await chooseAddress(user, overnightAddress(), 'SW1A 1AA', lookupButtons.overnight);
    await user.click(continueButton());
    expect(
      within(overnightAddress()).getByText(formText.person.sameOvernightAddress),
    ).toBeDefined();
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    await user.click(within(summary).getByRole('link'));
    expect(document.activeElement).toBe(
      within(overnightAddress()).getByRole('button', { name: JOURNEY_TEXT.address.searchAgain }),
    );

    await user.click(
      within(overnightAddress()).getByRole('button', { name: JOURNEY_TEXT.address.searchAgain }),
    );
    await enterManually(
      user,
      overnightAddress(),
      '2 Depot Road',
      'LS1 4AP',
      lookupButtons.overnight,
    );
    expect(within(overnightAddress()).queryByText(formText.person.sameOvernightAddress)).toBeNull();
  });

  it('searches the overnight address by house name or number and postcode with Find Address (spec 1 §2)', async () => {
    const searched: { postcode: string; houseNumber?: string }[] = [];
    const { user } = await openAboutYou({
      services: {
        searchAddresses: fromPromise(
          ({ input }: { input: { postcode: string; houseNumber?: string } }) => {
            searched.push(input);
            return Promise.resolve([{ itemId: 'LS14AP-2', searchResult: '2 Depot Road, Leeds' }]);
          },
        ),
      },
    });
    expect(
      within(homeAddress()).queryByRole('textbox', { name: 'House name or number' }),
    ).toBeNull();
    await user.click(within(keptAway()).getByRole('radio', { name: 'Yes' }));
    const overnight = overnightAddress();
    await user.type(within(overnight).getByRole('textbox', { name: 'House name or number' }), '2');
    await user.type(within(overnight).getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
    await user.click(
      within(overnight).getByRole('button', { name: JOURNEY_TEXT.address.findAddress }),
    );
    expect(
      await within(overnight).findByRole('combobox', { name: JOURNEY_TEXT.address.selectAddress }),
    ).toBeDefined();
    expect(searched).toEqual([{ postcode: 'LS1 4AP', houseNumber: '2' }]);
    await user.click(
      within(overnight).getByRole('button', { name: JOURNEY_TEXT.address.enterManually }),
    );
    expect(within(overnight).getByRole('button', { name: 'Submit' })).toBeDefined();
    expect(within(overnight).getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  it('clears the overnight address when the answer changes', async () => {
    const { user } = await openAboutYou();
    await user.click(within(keptAway()).getByRole('radio', { name: 'Yes' }));
    await enterManually(
      user,
      overnightAddress(),
      '2 Depot Road',
      'LS1 4AP',
      lookupButtons.overnight,
    );
    await user.click(within(keptAway()).getByRole('radio', { name: 'No' }));
    await user.click(within(keptAway()).getByRole('radio', { name: 'Yes' }));
    expect(within(overnightAddress()).queryByText('2 Depot Road')).toBeNull();
    expect(
      within(overnightAddress()).getByRole('button', { name: JOURNEY_TEXT.address.findAddress }),
    ).toBeDefined();
  });

  it('opens the manual form when the address search fails', async () => {
    const { user } = await openAboutYou({
      services: {
        searchAddresses: fromPromise(() =>
          Promise.reject(new Error(JOURNEY_TEXT.service.unexpected)),
        ),
      },
    });
    await user.type(within(homeAddress()).getByRole('textbox', { name: 'Postcode' }), 'SW1A 1AA');
    await user.click(
      within(homeAddress()).getByRole('button', { name: JOURNEY_TEXT.address.find }),
    );
    expect(await within(homeAddress()).findByText(JOURNEY_TEXT.address.searchFailed)).toBeDefined();
    expect(within(homeAddress()).getByRole('textbox', { name: 'Address line 1' })).toBeDefined();
  });

  it('stores the answers and moves on to driver details', async () => {
    const { user, journey } = await openAboutYou();
    await answerEverything(user);
    await user.click(continueButton());

    await waitFor(
      journey,
      (snapshot) => snapshot.context.location.path === pathOf('driverDetails'),
    );
    const { quote, drafts } = journey.getSnapshot().context;
    expect(quote.proposerDetails).toMatchObject({
      title: 'MR',
      firstName: 'Sam',
      lastNames: 'Carter',
      dateOfBirth: '1991-09-03',
      emailAddress: 'sam.carter@example.com',
      phoneNumber: '07700900123',
      maritalStatus: 'M',
      isHomeOwner: true,
      address: { line1: 'Flat 1, Regency Mansions', postcode: 'SW1A 1AA', city: 'London' },
    });
    expect(quote.vehicleDetails.isNotKeptAtHomeAddressOverNight).toBe(false);
    expect(drafts.aboutYou).toBeUndefined();
  });

  it('goes back to the second vehicle step', async () => {
    const { user, journey } = await openAboutYou();
    await user.click(screen.getByRole('button', { name: JOURNEY_TEXT.wizard.back }));
    await waitFor(
      journey,
      (snapshot) => snapshot.context.location.path === pathOf('vehicleDetailsTwo'),
    );
  });

  it('shows the stored answers when coming back', async () => {
    await openAboutYou({ quote: quoteBefore('driverDetails') });
    expect(combobox('Title').value).toBe('MR');
    expect(textbox('First name').value).toBe('Sam');
    expect(textbox('Surname').value).toBe('Carter');
    expect(
      within(dateOfBirth()).getByRole<HTMLInputElement>('textbox', { name: 'Year' }).value,
    ).toBe('1991');
    expect(textbox('Email address').value).toBe('sam.carter@example.com');
    expect(combobox('Marital status').value).toBe('M');
    expect(within(homeAddress()).getByText('Flat 1, Regency Mansions')).toBeDefined();
    expect(within(homeowner()).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(
      true,
    );
    expect(within(keptAway()).getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(
      true,
    );
  });

  it('keeps what was typed as a draft and shows it again', async () => {
    const { user, journey } = await openAboutYou();
    await user.type(textbox('First name'), 'Alex');
    await waitFor(journey, (snapshot) => {
      const draft = snapshot.context.drafts.aboutYou as { firstName?: string } | undefined;
      return draft?.firstName === 'Alex';
    });
    stopJourneys();

    await openAboutYou({
      drafts: { aboutYou: { ...emptyAboutYouValues(), firstName: 'Alex', lastNames: 'Rivera' } },
    });
    expect(textbox('First name').value).toBe('Alex');
    expect(textbox('Surname').value).toBe('Rivera');
  });

  it('prefills a valid email from the link the customer followed', async () => {
    await openAboutYou({ path: `${pathOf('aboutYou')}?email=sam.carter%40example.com` });
    expect(textbox('Email address').value).toBe('sam.carter@example.com');
    stopJourneys();

    await openAboutYou({ path: `${pathOf('aboutYou')}?email=not-an-email` });
    expect(textbox('Email address').value).toBe('');
  });

  it('shows an email from a price-comparison site as read-only', async () => {
    const quote = quoteBefore('driverDetails');
    await openAboutYou({
      quote,
      aggregator: {
        token: 'T',
        quoteRef: 'AGGQ-TEST-1',
        expiryDate: null,
        licenceNumberRequired: false,
        partner: null,
      },
    });
    const email = textbox('Email address');
    expect(email.value).toBe('sam.carter@example.com');
    expect(email.readOnly).toBe(true);
  });
});
