import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor as reached } from 'xstate';
import { formatGbp } from '../../../machines/results/credit';
import { completeStep } from '../../../machines/wizard/step-answers';
import type {
  QuoteDetails,
  QuotePremium,
  SetVehicleRegistrationResult,
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
} from '../../../machines/core/contract';
import type { RepriceWithAddOnsInput } from '../../../machines/core/types';
import { initialPaymentState, initialResultState } from '../../../machines/core/state';
import {
  aCollectionOption,
  anOption,
  anOutcome,
  aQuoteDetails,
  aQuoteResult,
  answersFor,
} from '../../../machines/testing/factories';
import { TEXT } from '../../../machines/core/catalogue';
import { RESULTS_HEADING } from '../../testing/journey-screens';
import {
  quoteBefore,
  renderJourney,
  stopJourneys,
  type JourneyOptions,
} from '../../testing/render-journey';
import { buyNow as buyOnResults, choosePrice, priceChoice } from '../../testing/results-answers';

const text = TEXT.restartQuote;
const NOW = new Date('2026-11-24T10:00:00.000Z');
const QUOTE_REF = 'RST-TEST-1';
/** The pages are fetched when first shown: under a full run's load that can take a few seconds. */
const LOADED_WITHIN_MS = 10_000;

const money = (amount: number) => ({ amount, currency: 'GBP' });

/** The cancelled policy's 30-day subscription: paid by card only, £133.51 with its tax and fee inside. */
const restartOption = anOption({
  optionId: 'OPT-RST',
  policyTermType: 'ThirtyDay',
  effectiveFrom: '2026-11-24T10:00:00.000Z',
  effectiveTo: '2026-12-23T23:59:59.999Z',
  paymentCollectionOptions: [
    aCollectionOption({
      code: 'SHORT_TERM_CARD_PAYMENT_V1',
      totalAmountPayable: money(133.51),
      upFrontAmount: money(133.51),
    }),
  ],
  underwrittenDataPoints: [
    {
      underwrittenPrice: {
        totalPremium: money(133.51),
        netPremium: money(109.2),
        fees: money(10),
        iptAmount: money(14.31),
      },
    },
  ],
});

const restartDetails: QuoteDetails = aQuoteDetails({
  metaData: { quoteRef: QUOTE_REF, expiryDate: '2026-11-26T10:00:00.000Z' },
  underwritingOutcome: anOutcome({ underwrittenOptions: [restartOption] }),
});

const premium: QuotePremium = {
  quoteReference: QUOTE_REF,
  policyTermType: 'ThirtyDay',
  premium: money(133.51),
};

const saved = (): UpdateContactPreferencesResult => ({
  hasPriceChanged: false,
  optionId: 'OPT-RST',
  underwritingOutcomeResponseId: 'UOR-2',
});

/** A promise the test settles by hand, for a call the page waits on. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * A customer following their restart link, passing the data-protection check: the journey shows the
 * restart's quote at /30-day-quote.
 */
async function restartQuote(services: JourneyOptions['services'] = {}, found = restartDetails) {
  const opened = await renderJourney({
    path: `/restart-policy?quoteRef=${QUOTE_REF}`,
    services: {
      loadRestartPremium: fromPromise(() => Promise.resolve(premium)),
      restartDpaCheck: fromPromise(() => Promise.resolve(found)),
      ...services,
    },
  });
  const { journey } = opened;
  await reached(journey, (snapshot) =>
    snapshot.matches({ flow: { restart: { checkingDetails: 'form' } } }),
  );
  // The landing page has shown: the customer answers its check.
  await screen.findByRole('heading', { level: 1 }, { timeout: LOADED_WITHIN_MS });
  act(() => {
    journey.send({
      type: 'restart.submit',
      details: {
        surname: 'Carter',
        dateOfBirth: '1991-09-03',
        postcode: 'SW1A 1AA',
        registration: 'DL19 CAR',
      },
    });
  });
  await screen.findByRole(
    'heading',
    { level: 2, name: text.heading },
    { timeout: LOADED_WITHIN_MS },
  );
  expect(journey.getSnapshot().context.location.path).toBe('/30-day-quote');
  return opened;
}

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(screen.getByRole('region', { name }));
/** What a policy card's list says for `term`. */
const termOf = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const consentTick = () => main().getByRole('checkbox', { name: text.consent });
const buyNowButton = () => main().getByRole('button', { name: TEXT.contact.buyNow });
const statusSaying = (label: string) =>
  screen.queryAllByRole('status').some((status) => status.textContent.includes(label));

/** The email and phone the restarted quote does not hold yet. */
async function fillContact(user: UserEvent) {
  const email = main().getByRole('textbox', { name: TEXT.contact.email });
  if ((email as HTMLInputElement).value === '') await user.type(email, 'sam.carter@example.com');
  const phone = main().getByRole('textbox', { name: TEXT.contact.phone });
  if ((phone as HTMLInputElement).value === '') await user.type(phone, '07700 900123');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  stopJourneys();
  vi.useRealTimers();
});

describe('the restart quote page (/30-day-quote)', () => {
  it('offers the 30-day subscription with its benefits, held daily, by card only', async () => {
    await restartQuote();
    expect(screen.getByRole('heading', { level: 1, name: RESULTS_HEADING })).toBeTruthy();
    const offer = region(text.heading);
    expect(offer.getByText(text.offer)).toBeTruthy();
    for (const benefit of text.benefits) expect(offer.getByText(benefit)).toBeTruthy();
    expect(main().getByText(TEXT.results.heldDaily)).toBeTruthy();
    expect(main().getAllByText(QUOTE_REF).length).toBeGreaterThan(0);
    expect(main().getAllByText(restartOption.insurerName).length).toBeGreaterThan(0);

    const radios = within(
      main().getByRole('group', { name: TEXT.results.choosePrice }),
    ).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    const [card] = radios;
    expect(card?.closest('label')?.textContent).toContain(TEXT.results.thirtyDay);
    expect(card?.closest('label')?.textContent).toContain(formatGbp(133.51));
    // The restart pays by card: the choice is made for the customer.
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(main().getByText(text.annualOnly)).toBeTruthy();
    expect(main().queryByRole('heading', { name: TEXT.credit.panel.title })).toBeNull();
  });

  it('shows the cancelled policy’s premium: total, tax and fee, and the IMPORTANT notice', async () => {
    await restartQuote();
    const card = region(text.premium.heading);
    const figure = (label: string) => card.getByText(label).closest('div')?.textContent ?? '';
    expect(figure(text.premium.total)).toContain(formatGbp(133.51));
    expect(figure(text.premium.taxes)).toContain(formatGbp(14.31));
    expect(figure(text.premium.fee)).toContain(formatGbp(10));
    expect(card.getByRole('heading', { name: text.premium.importantHeading })).toBeTruthy();
    expect(card.getByText(text.premium.important)).toBeTruthy();
  });

  it('has the quote’s sections, the renewal terms and the DVLA check', async () => {
    await restartQuote();
    for (const heading of [
      TEXT.results.summary.heading,
      TEXT.results.benefitsHeading,
      TEXT.results.exclusionsHeading,
      text.yourDetails.heading,
      TEXT.results.card.heading,
      TEXT.results.policyTermHeading,
      TEXT.results.documentsHeading,
      text.renewalHeading,
      text.dvlaHeading,
    ]) {
      expect(main().getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    const details = region(text.yourDetails.heading);
    expect(details.getByText('Sam Carter')).toBeTruthy();
    expect(details.getByText('03/09/1991')).toBeTruthy();
    const renewal = region(text.renewalHeading);
    for (const line of text.renewal) expect(renewal.getByText(line)).toBeTruthy();
    expect(region(text.dvlaHeading).getByText(text.dvla)).toBeTruthy();
    // No endorsements on this quote: no section for them.
    expect(main().queryByRole('heading', { name: TEXT.results.endorsementsHeading })).toBeNull();
  });

  it('says a 30-day policy earns no NCD and leaves out breakdown, keycare and excess reimbursement (spec 2 §9)', async () => {
    await restartQuote();
    const card = screen.getByRole('region', { name: TEXT.results.card.heading });
    expect(termOf(card, TEXT.results.card.ncdEarned)).toBe(TEXT.results.card.ncdNone);
    expect(termOf(card, TEXT.results.card.notIncluded)).toBe(
      'Breakdown cover, keycare or excess reimbursement',
    );
  });

  it('offers the extras a 30-day policy can carry, and a tick prices the restart quote with it (spec 2 §1, §9)', async () => {
    const repriced: RepriceWithAddOnsInput['addOns'][] = [];
    const { user, journey } = await restartQuote({
      repriceWithAddOns: fromPromise(({ input }: { input: RepriceWithAddOnsInput }) => {
        repriced.push(input.addOns);
        return Promise.resolve(
          aQuoteResult({
            quoteRef: QUOTE_REF,
            underwritingOutcome: anOutcome({ underwrittenOptions: [restartOption] }),
          }),
        );
      }),
    });
    const extras = region(TEXT.extras.heading);
    const legal = TEXT.extras.add(TEXT.extras.extras.LEGAL_EXPENSES.name);
    expect(
      extras.queryByRole('checkbox', { name: TEXT.extras.add(TEXT.extras.extras.KEYCARE.name) }),
    ).toBeNull();
    await user.click(extras.getByRole('checkbox', { name: legal }));
    await waitFor(() =>
      expect(journey.getSnapshot().context.payment.addons).toEqual(['LEGAL_EXPENSES']),
    );
    expect(repriced).toEqual([['LEGAL_EXPENSES']]);
    expect(extras.getByRole<HTMLInputElement>('checkbox', { name: legal }).checked).toBe(true);
  });

  it('tells the customer when their card is charged and when they are emailed (spec 2 §9 Rolling subscription)', async () => {
    await restartQuote();
    // Starts 24/11/2026: ends 23/12/2026 (start minus one day plus 30 days); charged the day before; emailed
    // the ThirtyDay renewal contact lead, 6 days, before the end.
    const renewal = region(TEXT.contact.renewal.rollingHeading);
    expect(
      renewal.getByText(
        TEXT.contact.renewal.rollingWhen({
          ends: '23/12/2026',
          payment: '22/12/2026',
          contact: '17/12/2026',
        }),
      ),
    ).toBeTruthy();
  });

  it('needs the consent ticked before Buy Now, covers the page while saving, then goes to card payment', async () => {
    const save = pending<UpdateContactPreferencesResult>();
    const requests: UpdateContactPreferencesRequest[] = [];
    const { user, journey } = await restartQuote({
      saveContactPreferences: fromPromise(
        ({ input }: { input: UpdateContactPreferencesRequest }) => {
          requests.push(input);
          return save.promise;
        },
      ),
    });
    expect(main().queryByRole('checkbox', { name: TEXT.contact.agree })).toBeNull();
    await fillContact(user);
    await user.click(buyNowButton());
    expect(main().getAllByText(TEXT.contact.agreeRequired).length).toBeGreaterThan(0);
    expect(requests).toEqual([]);

    await user.click(consentTick());
    await user.click(buyNowButton());
    await waitFor(() => expect(statusSaying(TEXT.results.updatingQuote)).toBe(true));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.quoteReference).toBe(QUOTE_REF);

    await act(async () => {
      save.resolve(saved());
      await save.promise;
    });
    await waitFor(() => expect(journey.getSnapshot().context.location.path).toBe('/make-payment'));
    expect(journey.getSnapshot().context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
  });

  it('covers the page with Updating Quote while a missing registration is saved', async () => {
    const update = pending<SetVehicleRegistrationResult>();
    const withoutRegistration: QuoteDetails = {
      ...restartDetails,
      quoteDetails: {
        ...restartDetails.quoteDetails,
        vehicleDetails: { ...restartDetails.quoteDetails.vehicleDetails, registration: '' },
      },
    };
    const { user } = await restartQuote(
      { setVehicleRegistration: fromPromise(() => update.promise) },
      withoutRegistration,
    );
    expect(statusSaying(TEXT.results.updatingQuote)).toBe(false);
    const form = TEXT.results.registrationForm;
    await user.type(main().getByRole('textbox', { name: form.label }), 'DL19 CAR');
    await user.click(main().getByRole('button', { name: form.confirm }));
    await waitFor(() => expect(statusSaying(TEXT.results.updatingQuote)).toBe(true));
    await act(async () => {
      update.resolve({
        quoteReference: QUOTE_REF,
        vehicleRegistration: 'DL19CAR',
        optionId: 'OPT-RST',
        underwritingOutcomeResponseId: 'UOR-2',
      });
      await update.promise;
    });
    await waitFor(() => expect(statusSaying(TEXT.results.updatingQuote)).toBe(false));
    expect(main().queryByRole('textbox', { name: form.label })).toBeNull();
  });

  it('shows the thirty-day offer made at Buy Now instead, as before', async () => {
    const { user } = await restartQuote({
      saveContactPreferences: fromPromise(() =>
        Promise.resolve<UpdateContactPreferencesResult>({
          ...saved(),
          thirtyDayQuoteDetails: {
            quoteRef: 'DC-30DAY',
            showOnly30DayQuote: true,
            thirtyDayUnderwritingOutcome: anOutcome(),
          },
        }),
      ),
    });
    await fillContact(user);
    await user.click(consentTick());
    await user.click(buyNowButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.results.thirtyDayOffer.heading }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: text.heading })).toBeNull();
    expect(screen.getByRole('button', { name: TEXT.results.thirtyDayOffer.accept })).toBeTruthy();
  });
});

/** An ordinary customer's priced quote, every step answered, restored at `path`. */
function ordinaryQuote(path: string, services: JourneyOptions['services'] = {}) {
  const priced = aQuoteResult();
  const quote = completeStep(
    quoteBefore('vehicleCover'),
    'vehicleCover',
    answersFor('vehicleCover'),
  );
  return renderJourney({
    path,
    // The factories' proposer, Carter born 3 September 1991, with a licence number that passes the strict check.
    quote: {
      ...quote,
      proposerDetails: { ...quote.proposerDetails, licenceNumber: 'CARTE909031SC9AB' },
    },
    result: {
      ...initialResultState(),
      quoteRef: priced.quoteRef,
      expiryDate: priced.expiryDate,
      isLatestFullyPricedQuote: true,
      paymentProvider: priced.paymentProvider,
      underwritingOutcome: priced.underwritingOutcome,
      outcome: priced.underwritingOutcome.outcome,
    },
    payment: initialPaymentState(),
    services,
  });
}

describe('/30-day-quote for a quote that is not a restart', () => {
  it('shows the ordinary results page', async () => {
    await ordinaryQuote('/30-day-quote');
    await screen.findByRole(
      'heading',
      { level: 1, name: RESULTS_HEADING },
      { timeout: LOADED_WITHIN_MS },
    );
    expect(priceChoice(TEXT.results.monthly)).toBeTruthy();
    expect(priceChoice(TEXT.results.annual)).toBeTruthy();
    expect(main().getByRole('checkbox', { name: TEXT.contact.agree })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: text.heading })).toBeNull();
    expect(screen.queryByRole('heading', { name: text.premium.heading })).toBeNull();
  });

  it('shows the thirty-day offer made at Buy Now, unchanged', async () => {
    const { user, journey } = await ordinaryQuote('/results', {
      saveContactPreferences: fromPromise(() =>
        Promise.resolve<UpdateContactPreferencesResult>({
          hasPriceChanged: false,
          optionId: 'OPT-1',
          underwritingOutcomeResponseId: 'UOR-2',
          thirtyDayQuoteDetails: {
            quoteRef: 'DC-30DAY',
            showOnly30DayQuote: true,
            thirtyDayUnderwritingOutcome: anOutcome(),
          },
        }),
      ),
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: RESULTS_HEADING },
      { timeout: LOADED_WITHIN_MS },
    );
    await choosePrice(user, 'card');
    await buyOnResults(user);
    const offer = TEXT.results.thirtyDayOffer;
    expect(await screen.findByRole('heading', { level: 1, name: offer.heading })).toBeTruthy();
    expect(screen.getByText(offer.intro)).toBeTruthy();
    expect(screen.getByText('DC-30DAY')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: text.heading })).toBeNull();
    await user.click(screen.getByRole('button', { name: offer.decline }));
    await screen.findByRole(
      'heading',
      { level: 1, name: RESULTS_HEADING },
      { timeout: LOADED_WITHIN_MS },
    );
    expect(journey.getSnapshot().context.location.path).toBe('/results');
  });
});
