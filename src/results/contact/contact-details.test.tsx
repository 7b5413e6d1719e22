import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type {
  PaymentMethod,
  QuoteDetails,
  QuoteResult,
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
} from '../../../machines/core/contract';
import { aQuoteDetails, aQuoteResult, answersFor } from '../../../machines/testing/factories';
import { startJourney } from '../../../machines/testing/harness';
import {
  onResults,
  settled,
  type Actor,
  type Services,
} from '../../../machines/testing/journey-actor';
import { TEXT } from '../../../machines/core/catalogue';
import { JourneyProvider } from '../../app/journey/journey-context';
import { errorOf } from '../../testing/render-journey';
import { group, textbox, typeLicenceNumber } from '../../testing/step-queries';
import { ContactDetails } from './contact-details';

const text = TEXT.contact;
const licence = TEXT.forms.licence;
/** Sam Carter's licence (born 3 September 1991, full UK licence). */
const SAMS_LICENCE = 'CARTE909031SC9AB';
const LICENCE_LEGEND = text.licence.legend;
const OPTIONAL_LICENCE_LEGEND = text.licence.optional(text.licence.legend);

type SentEvent = Parameters<Actor['send']>[0];

const shown: Actor[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  shown.splice(0).forEach((actor) => {
    actor.stop();
  });
});

const saved = (): UpdateContactPreferencesResult => ({
  hasPriceChanged: false,
  optionId: 'OPT-1',
  underwritingOutcomeResponseId: 'UOR-2',
});

/** A fake save that records what Buy Now sent; `answer` decides when it answers. */
function recordingSave(
  answer: () => Promise<UpdateContactPreferencesResult> = () => Promise.resolve(saved()),
) {
  const inputs: UpdateContactPreferencesRequest[] = [];
  const service = fromPromise(({ input }: { input: UpdateContactPreferencesRequest }) => {
    inputs.push(input);
    return answer();
  });
  return { inputs, service };
}

function renderBlock(actor: Actor) {
  if (!shown.includes(actor)) shown.push(actor);
  const sent: SentEvent[] = [];
  const send = actor.send.bind(actor);
  vi.spyOn(actor, 'send').mockImplementation((event: SentEvent) => {
    sent.push(event);
    send(event);
  });
  const user = userEvent.setup();
  const view = render(
    <JourneyProvider journey={actor}>
      <ContactDetails />
    </JourneyProvider>,
  );
  return { user, sent, view };
}

const choosePayment = (actor: Actor, method: PaymentMethod) =>
  act(() => {
    actor.send({ type: 'results.selectPaymentMethod', method });
  });

function input(element: HTMLElement): HTMLInputElement {
  if (!(element instanceof HTMLInputElement)) throw new Error('Not an input');
  return element;
}

const buyNow = () => screen.getByRole('button', { name: text.buyNow });
const agreeTick = () => screen.getByRole('checkbox', { name: text.agree });
const acceptanceTick = () =>
  screen.getByRole('checkbox', {
    name: TEXT.credit.acceptance.acceptOn(format(new Date(), 'dd/MM/yyyy')),
  });

/** The messages of the error summary, as its links read. */
const summary = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A group's description: its hint and error, once a submit has been tried. */
const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillValid(user: UserEvent) {
  await typeLicenceNumber(user, LICENCE_LEGEND, SAMS_LICENCE);
  await user.click(agreeTick());
}

/** A price-comparison visitor back from the cover step on results; the site gave their email. */
async function aggregatorOnResults(
  details: Partial<QuoteDetails>,
  priced: Partial<QuoteResult>,
  services: Services = {},
) {
  const base = aQuoteDetails();
  const quoteDetails: QuoteDetails = {
    ...base,
    ...details,
    quoteDetails: {
      ...base.quoteDetails,
      proposerDetails: {
        ...base.quoteDetails.proposerDetails,
        emailAddress: 'sam.from.pcw@example.com',
        phoneNumber: '07700900123',
      },
    },
  };
  const actor = startJourney(
    { url: 'http://localhost/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1' },
    {
      loadAggregatorQuote: fromPromise(() => Promise.resolve(quoteDetails)),
      generateQuote: fromPromise(() => Promise.resolve(aQuoteResult(priced))),
      rateExistingQuote: fromPromise(() => Promise.resolve(aQuoteResult(priced))),
      ...services,
    },
  );
  await settled(actor);
  actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
  await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
  return actor;
}

describe('ContactDetails', () => {
  it('asks for each required answer, focusing the summary, and Buy Now sends nothing', async () => {
    const actor = await onResults();
    const { user, sent } = renderBlock(actor);

    await user.clear(textbox(text.email));
    await user.clear(textbox(text.phone));
    await user.click(buyNow());

    expect(summary()).toEqual([
      TEXT.forms.person.emailRequired,
      TEXT.forms.person.phoneRequired,
      // A full UK licence needs its number (spec 2 §5).
      licence.required,
      text.agreeRequired,
    ]);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(sent.some((event) => event.type === 'buyNow.submit')).toBe(false);

    await user.type(textbox(text.email), 'sam@');
    await user.type(textbox(text.phone), '+44 7700 900123');
    await user.tab();
    expect(errorOf(textbox(text.email))).toBe(TEXT.forms.person.emailInvalid);
    expect(errorOf(textbox(text.phone))).toBe(TEXT.forms.person.phoneInvalid);
  });

  it('checks the licence number strictly once 16 characters are entered', async () => {
    const actor = await onResults();
    const { user } = renderBlock(actor);

    await typeLicenceNumber(user, LICENCE_LEGEND, 'SMITH909031SC9AB');
    await user.click(buyNow());
    expect(descriptionOf(group(LICENCE_LEGEND))).toContain(licence.surnameMismatch);

    await typeLicenceNumber(user, LICENCE_LEGEND, 'CARTE909041SC9AB');
    await user.tab();
    expect(descriptionOf(group(LICENCE_LEGEND))).toContain(licence.dateOfBirthMismatch);

    await typeLicenceNumber(user, LICENCE_LEGEND, SAMS_LICENCE);
    await user.tab();
    expect(descriptionOf(group(LICENCE_LEGEND))).not.toContain(licence.dateOfBirthMismatch);
  });

  it('offers the SMS and Email opt-outs, not Phone, and sends the answers as a ContactForm', async () => {
    const save = recordingSave();
    const actor = await onResults({ saveContactPreferences: save.service });
    choosePayment(actor, 'CARD_PAYMENT');
    const { user, sent } = renderBlock(actor);

    expect(input(screen.getByRole('checkbox', { name: text.marketing.sms })).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /phone/i })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: text.marketing.sms }));
    await user.click(
      within(group(text.renewal.renewalsQuestion)).getByRole('radio', { name: 'No' }),
    );
    expect(actor.getSnapshot().context.payment.renewalOptOut).toBe(true);
    await user.clear(textbox(text.phone));
    await user.type(textbox(text.phone), '07700 900 456');
    await fillValid(user);
    await user.click(buyNow());

    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'payment' }));
    expect(sent).toContainEqual({
      type: 'buyNow.submit',
      contact: {
        emailAddress: 'sam.carter@example.com',
        phoneNumber: '07700900456',
        licenceNumber: SAMS_LICENCE,
        additionalDriverLicenceNumbers: [],
        optOutMarketingPreferenceSms: true,
        optOutMarketingPreferenceEmail: false,
        optOutMarketingPreferencePhone: false,
        renewalOptOut: true,
        annualIncome: null,
        agree: true,
      },
    });
    expect(save.inputs).toHaveLength(1);
    expect(save.inputs[0]).toMatchObject({
      licenceNumber: SAMS_LICENCE,
      contactDetails: {
        contactPhoneNumber: '07700900456',
        contactEmail: 'sam.carter@example.com',
        marketingPreferenceSms: false,
        marketingPreferenceEmail: true,
        marketingPreferencePhone: true,
        automaticRenewal: false,
      },
    });
    expect(save.inputs[0]).not.toHaveProperty('annualIncome');
  });

  it('tells an annual customer when they will hear about their renewal (spec 2 §9 Renewal contact lead)', async () => {
    const actor = await onResults();
    renderBlock(actor);
    // The annual option ends 22/11/2027: contact 4 weeks before.
    const renewals = within(screen.getByRole('region', { name: text.renewal.renewalsHeading }));
    expect(
      renewals.getByText(
        text.renewal.renewalsWhen({ ends: '22/11/2027', lead: '4 weeks', contact: '25/10/2027' }),
      ),
    ).toBeTruthy();
  });

  it('asks the annual income only when the affordability check applies, and sends it in whole pounds', async () => {
    const save = recordingSave();
    const actor = await onResults({
      generateQuote: fromPromise(() => Promise.resolve(aQuoteResult({ affordabilityCheck: true }))),
      saveContactPreferences: save.service,
    });
    choosePayment(actor, 'CARD_PAYMENT');
    const { user, sent } = renderBlock(actor);
    expect(screen.queryByRole('textbox', { name: text.income.label })).toBeNull();

    choosePayment(actor, 'DIRECT_DEBIT');
    await fillValid(user);
    await user.click(acceptanceTick());
    await user.click(buyNow());
    expect(summary()).toEqual([
      text.income.required,
      `${text.income.confirm}: ${TEXT.forms.field.confirmationRequired}`,
    ]);

    await user.type(textbox(text.income.label), '0');
    await user.tab();
    expect(errorOf(textbox(text.income.label))).toBe(text.income.positive);
    await user.clear(textbox(text.income.label));
    await user.type(textbox(text.income.label), '32500.60');
    await user.click(screen.getByRole('checkbox', { name: text.income.confirm }));
    await user.click(buyNow());

    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'payment' }));
    const submitted = sent.find((event) => event.type === 'buyNow.submit');
    expect(submitted?.type === 'buyNow.submit' && submitted.contact.annualIncome).toBe(32501);
    expect(save.inputs[0]?.annualIncome).toBe(32501);
  });

  it('needs the credit agreement accepted to pay monthly', async () => {
    const save = recordingSave();
    const actor = await onResults({ saveContactPreferences: save.service });
    choosePayment(actor, 'CARD_PAYMENT');
    const { user } = renderBlock(actor);
    expect(screen.queryByRole('group', { name: text.credit.label })).toBeNull();

    choosePayment(actor, 'DIRECT_DEBIT');
    await typeLicenceNumber(user, LICENCE_LEGEND, SAMS_LICENCE);
    await user.click(buyNow());
    // In page order: the credit tick, shown once monthly was chosen, comes before the agreement.
    expect(summary()).toEqual([text.credit.required, text.agreeRequired]);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    // The message stands by the tick, where the summary's link leads.
    await user.click(within(screen.getByRole('alert')).getAllByRole('link')[0] as HTMLElement);
    const tick = screen.getByRole('checkbox', { description: new RegExp(text.credit.required) });
    expect(document.activeElement).toBe(tick);
    expect(tick.getAttribute('aria-invalid')).toBe('true');
    expect(save.inputs).toEqual([]);

    await user.click(acceptanceTick());
    expect(screen.queryByText(text.credit.required, { selector: 'p' })).toBeNull();
    await user.click(agreeTick());
    await user.click(buyNow());
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'payment' }));
    expect(save.inputs).toHaveLength(1);
  });

  it('shows Buy Now busy while saving, and a second press sends nothing more', async () => {
    let answer: (result: UpdateContactPreferencesResult) => void = () => undefined;
    const save = recordingSave(() => new Promise((resolve) => (answer = resolve)));
    const actor = await onResults({ saveContactPreferences: save.service });
    choosePayment(actor, 'CARD_PAYMENT');
    const { user, sent } = renderBlock(actor);

    await fillValid(user);
    await user.click(buyNow());
    expect(buyNow().getAttribute('aria-disabled')).toBe('true');
    expect(buyNow()).toHaveProperty('disabled', false);
    await user.click(buyNow());
    expect(sent.filter((event) => event.type === 'buyNow.submit')).toHaveLength(1);
    expect(save.inputs).toHaveLength(1);

    await act(async () => {
      answer(saved());
      await settled(actor);
    });
    expect(actor.getSnapshot().matches({ flow: 'payment' })).toBe(true);
  });

  it('keeps what was typed when the block is shown again (a reload or Change and back)', async () => {
    const actor = await onResults();
    const { user, view } = renderBlock(actor);

    await user.clear(textbox(text.phone));
    await user.type(textbox(text.phone), '07700 900 999');
    await typeLicenceNumber(user, LICENCE_LEGEND, SAMS_LICENCE);
    await user.click(screen.getByRole('checkbox', { name: text.marketing.email }));
    view.unmount();

    expect(actor.getSnapshot().context.drafts.results).toMatchObject({
      phoneNumber: '07700 900 999',
      licenceNumber: ['CARTE', '909031', 'SC9', 'AB'],
      optOutMarketingPreferenceEmail: true,
    });

    renderBlock(actor);
    expect(input(textbox(text.phone)).value).toBe('07700 900 999');
    expect(input(textbox('Part 1 of 4', group(LICENCE_LEGEND))).value).toBe('CARTE');
    expect(input(screen.getByRole('checkbox', { name: text.marketing.email })).checked).toBe(true);
  });

  it('asks an aggregator visitor for the licence when the site requires it; their email is read-only', async () => {
    const actor = await aggregatorOnResults(
      { licenceNumberRequired: true },
      { licenceNumberRequired: true },
    );
    const { user } = renderBlock(actor);

    expect(input(textbox(text.email)).value).toBe('sam.from.pcw@example.com');
    expect(input(textbox(text.email)).readOnly).toBe(true);
    await user.click(buyNow());
    expect(summary()).toContain(licence.required);
  });

  it('leaves an aggregator licence number optional when the site does not require it', async () => {
    const actor = await aggregatorOnResults({}, {});
    const { user } = renderBlock(actor);

    await user.click(agreeTick());
    expect(group(OPTIONAL_LICENCE_LEGEND)).toBeTruthy();
    await user.click(buyNow());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
