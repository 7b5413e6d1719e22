import { act, screen, waitFor, within } from '@testing-library/react';
import { addHours } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { formatGbp } from '../../machines/results/credit';
import { completeStep } from '../../machines/wizard/step-answers';
import type {
  QuoteResult,
  SetVehicleRegistrationResult,
  UpdateContactPreferencesResult,
} from '../../machines/core/contract';
import {
  initialPaymentState,
  initialResultState,
  type QuoteState,
  type ResultState,
} from '../../machines/core/state';
import {
  aCollectionOption,
  aDirectDebitOption,
  anOption,
  anOutcome,
  aThirtyDayOption,
  aQuoteResult,
  answersFor,
} from '../../machines/testing/factories';
import { TEXT } from '../../machines/core/catalogue';
import { statementText } from '../../machines/wizard';
import { vehicleUseText } from '../../machines/wizard/vehicle-use-text';
import { readPdf } from '../../server/documents/read-pdf';
import { brand } from '../app/config/brand';
import {
  quoteBefore,
  renderJourney,
  stopJourneys,
  type JourneyOptions,
} from '../testing/render-journey';
import { buyNow, choosePrice, priceChoice } from '../testing/results-answers';

const text = TEXT.results;
const NOW = new Date('2026-11-24T10:00:00.000Z');

/** Every step answered, as after Continue on step 7; `vehicleCover` changes its cover answers. */
function answeredQuote(
  changes: { registration?: string; yearsOfNoClaimsDiscount?: number; dateOfBirth?: string } = {},
): QuoteState {
  const before = quoteBefore('vehicleCover', {
    vehicleDetails: {
      vehicleDetails: {
        ...answersFor('vehicleDetails').vehicleDetails,
        ...(changes.registration === undefined ? {} : { registration: changes.registration }),
      },
    },
    ...(changes.dateOfBirth
      ? {
          aboutYou: {
            proposerDetails: {
              ...answersFor('aboutYou').proposerDetails,
              dateOfBirth: changes.dateOfBirth,
            },
          },
        }
      : {}),
  });
  const cover = answersFor('vehicleCover');
  const quote = completeStep(before, 'vehicleCover', {
    ...cover,
    coverDetails: {
      ...cover.coverDetails,
      yearsOfNoClaimsDiscount: changes.yearsOfNoClaimsDiscount ?? 0,
      protectNoClaimsDiscount: changes.yearsOfNoClaimsDiscount ? false : null,
    },
  });
  // The factories' proposer, Carter born 3 September 1991, with a licence number that passes the strict check.
  const answered = {
    ...quote,
    proposerDetails: { ...quote.proposerDetails, licenceNumber: 'CARTE909031SC9AB' },
  };
  return changes.registration === ''
    ? { ...answered, vehicleDetails: { ...answered.vehicleDetails, registration: '' } }
    : answered;
}

function pricedResult(priced: QuoteResult = aQuoteResult()): ResultState {
  const outcome = priced.underwritingOutcome;
  return {
    ...initialResultState(),
    quoteRef: priced.quoteRef,
    expiryDate: addHours(NOW, 60).toISOString(),
    isLatestFullyPricedQuote: true,
    paymentProvider: priced.paymentProvider,
    underwritingOutcome: outcome,
    outcome: outcome.outcome,
  };
}

async function openResults(options: Partial<JourneyOptions> & { quote?: QuoteState } = {}) {
  const opened = await renderJourney({
    path: '/results',
    quote: answeredQuote(),
    result: pricedResult(),
    payment: initialPaymentState(),
    ...options,
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return opened;
}

/** A promise the test settles by hand, for a call the page waits on. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  stopJourneys();
  vi.useRealTimers();
});

describe('the results page', () => {
  it('greets the customer and shows the reference, the insurer and how long the price is held', async () => {
    await openResults();
    expect(screen.getByRole('heading', { level: 1, name: text.greeting('Sam') })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByText('DC-TEST0001').length).toBeGreaterThan(0);
    expect(main.getAllByText(anOption().insurerName).length).toBeGreaterThan(0);
    // 60 hours left: whole days rounded up.
    expect(main.getByText(text.expiresIn(3))).toBeTruthy();
    expect(main.getByText(text.heldDaily)).toBeTruthy();
  });

  it('offers monthly and annual prices and tells the journey which was chosen', async () => {
    const { journey, user } = await openResults();
    const monthly = priceChoice(text.monthly);
    const annual = priceChoice(text.annual);
    expect(
      monthly.getAttribute('aria-describedby') ?? monthly.closest('label')?.textContent,
    ).toContain(formatGbp(aDirectDebitOption().standardInstalmentAmount.amount));
    expect(annual.closest('label')?.textContent).toContain(formatGbp(1088.36));
    const footer = screen.getByText(text.selectPrice).closest('section');
    if (!footer) throw new Error('No pricing footer');
    expect(footer.getAttribute('aria-label')).toBe(text.payNow);

    await choosePrice(user, 'monthly');
    expect(journey.getSnapshot().context.payment.selectedPaymentMethod).toBe('DIRECT_DEBIT');
    expect(footer.textContent).toContain(formatGbp(aDirectDebitOption().upFrontAmount.amount));
    expect(footer.textContent).toContain(text.firstInstalment);

    await choosePrice(user, 'card');
    expect(journey.getSnapshot().context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
    expect(footer.textContent).toContain(formatGbp(1088.36));
    expect(footer.textContent).not.toContain(text.firstInstalment);
  });

  it('shows the credit panel only once monthly is chosen: not with nothing chosen, nor for the card', async () => {
    const creditPanel = () => screen.queryByRole('heading', { name: TEXT.credit.panel.title });
    const lender = TEXT.credit.lender(brand.storefrontName);
    const [chosenMonthly = ''] = TEXT.credit.panel.intro.paragraphs(lender, brand.storefrontName);
    const saysMonthly = () => screen.queryByText(chosenMonthly);
    const acceptance = () => screen.queryByRole('group', { name: TEXT.contact.credit.label });
    const { user } = await openResults();
    expect(creditPanel()).toBeNull();
    expect(saysMonthly()).toBeNull();

    await choosePrice(user, 'card');
    expect(creditPanel()).toBeNull();
    expect(saysMonthly()).toBeNull();
    expect(acceptance()).toBeNull();

    await choosePrice(user, 'monthly');
    expect(creditPanel()).toBeTruthy();
    expect(saysMonthly()).toBeTruthy();
    expect(acceptance()).toBeTruthy();

    await choosePrice(user, 'card');
    expect(creditPanel()).toBeNull();
    expect(acceptance()).toBeNull();
  });

  it('states beside the choice what paying monthly costs more in total, with both totals', async () => {
    await openResults();
    const choices = screen.getByRole('group', { name: text.choosePrice });
    expect(
      within(choices).getByText('Paying monthly costs £149.65 more in total (APR 33%)'),
    ).toBeTruthy();
    expect(
      within(choices).getByText(
        'Total paid in full by card: £1,088.36. Total paid monthly: £1,238.01.',
      ),
    ).toBeTruthy();
  });

  it('keeps the reduced display for an under-18 proposer: no total or APR of the credit', async () => {
    await openResults({ quote: answeredQuote({ dateOfBirth: '2009-06-01' }) });
    expect(screen.getByRole('group', { name: text.choosePrice })).toBeTruthy();
    expect(screen.queryByText(/Paying monthly costs/)).toBeNull();
  });

  it('tells before Buy Now who the broker is, its regulator, the annual right to cancel and where to complain', async () => {
    await openResults();
    const before = within(screen.getByRole('region', { name: TEXT.regulated.heading }));
    expect(
      before.getByText(
        TEXT.regulated.whoWeAre.broker(
          brand.storefrontName,
          brand.broker.legalName,
          brand.broker.actsFor,
        ),
      ),
    ).toBeTruthy();
    expect(before.getByText(/firm reference number/)).toBeTruthy();
    expect(before.getByText(TEXT.regulated.cancellation.annual[0])).toBeTruthy();
    expect(before.getByText(TEXT.regulated.complaints.ombudsman)).toBeTruthy();
    expect(before.getByText(TEXT.regulated.complaints.compensation)).toBeTruthy();
    const documents = TEXT.regulated.documents;
    expect(
      before.getByRole('link', { name: documents.ipid(documents.annual) }).getAttribute('href'),
    ).toMatch(/\/api\/v1\/Document\/GetProductDocument\/Annual\/IPID$/);
    expect(
      before.getByRole('link', { name: documents.wording(documents.annual) }).getAttribute('href'),
    ).toMatch(/\/api\/v1\/Document\/GetProductDocument\/Annual\/PolicyWording$/);
  });

  it("names the product's documents in Buy Now's acknowledgement", async () => {
    await openResults();
    const tick = screen.getByRole('checkbox', { name: TEXT.contact.agree });
    const description = (tick.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain(
      TEXT.regulated.documents.acknowledge(TEXT.regulated.documents.annual),
    );
  });

  it('downloads the statement of fact: every answer the customer gave, under its question, as a PDF', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${String(blobs.size + 1)}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) saved.push({ name: this.download, blob });
    });
    const { user } = await openResults();
    await user.click(
      screen.getByRole('button', { name: TEXT.regulated.documents.statementOfFact }),
    );
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    const [file] = saved;
    expect(file?.name).toBe(statementText.fileName('DC-TEST0001'));
    const reading = await readPdf(new Uint8Array(await (file?.blob ?? new Blob()).arrayBuffer()));
    const words = reading.pages.flat().join(' ');
    expect(reading.title).toBe(statementText.title);
    expect(words).toContain(vehicleUseText.detailsTwo.vehicleWorth);
    expect(words).toContain('£14,500.00');
    expect(words).toContain('Carter');
    expect(words).toContain('03/09/1991');
    vi.restoreAllMocks();
  });

  it('says when the statement of fact could not be made, and keeps the page as it was', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('No room for the file');
    });
    const { user } = await openResults();
    await user.click(
      screen.getByRole('button', { name: TEXT.regulated.documents.statementOfFact }),
    );
    expect(
      await screen.findByText(
        TEXT.regulated.documents.statementOfFactFailed,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: TEXT.contact.agree })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('never shows the credit panel to an under-18 proposer', async () => {
    const { user } = await openResults({ quote: answeredQuote({ dateOfBirth: '2009-06-01' }) });
    await choosePrice(user, 'monthly');
    expect(screen.queryByRole('heading', { name: TEXT.credit.panel.title })).toBeNull();
  });

  it('buys by card without the credit agreement ticked', async () => {
    const saveContactPreferences = vi.fn(() =>
      Promise.resolve<UpdateContactPreferencesResult>({
        hasPriceChanged: false,
        optionId: 'OPT-1',
        underwritingOutcomeResponseId: 'UOR-2',
      }),
    );
    const { journey, user } = await openResults({
      services: { saveContactPreferences: fromPromise(saveContactPreferences) },
    });
    await choosePrice(user, 'card');
    await buyNow(user);
    await waitFor(() => expect(saveContactPreferences).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(journey.getSnapshot().context.location.path).toBe('/make-payment'));
  });

  it('updates the price when NCD protection is changed, saying so meanwhile', async () => {
    const repriced = pending<QuoteResult>();
    const dearer = anOption({
      paymentCollectionOptions: [
        {
          ...aDirectDebitOption(),
          code: 'ANNUAL_CARD_IN_FULL',
          paymentMethod: 'CARD_PAYMENT',
          totalAmountPayable: { amount: 1200.5, currency: 'GBP' },
        },
      ],
    });
    const { user } = await openResults({
      quote: answeredQuote({ yearsOfNoClaimsDiscount: 3 }),
      services: {
        updateNoClaimsProtection: fromPromise(() => repriced.promise),
      },
    });
    const question = screen.getByRole('group', { name: text.ncd.legend });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(
      screen.getAllByRole('status').some((s) => s.textContent.includes(text.updatingPrice)),
    ).toBe(true);
    await act(async () => {
      repriced.resolve(
        aQuoteResult({ underwritingOutcome: anOutcome({ underwrittenOptions: [dearer] }) }),
      );
      await repriced.promise;
    });
    await waitFor(() =>
      expect(priceChoice(text.annual).closest('label')?.textContent).toContain(formatGbp(1200.5)),
    );
    expect(
      screen.getAllByRole('status').some((s) => s.textContent.includes(text.updatingPrice)),
    ).toBe(false);
  });

  it('says what a changed price was, highlights it and announces it', async () => {
    const dearer = anOption({
      paymentCollectionOptions: [
        {
          ...aDirectDebitOption(),
          code: 'ANNUAL_CARD_IN_FULL',
          paymentMethod: 'CARD_PAYMENT',
          totalAmountPayable: { amount: 1200.5, currency: 'GBP' },
        },
      ],
    });
    const { user } = await openResults({
      quote: answeredQuote({ yearsOfNoClaimsDiscount: 3 }),
      services: {
        updateNoClaimsProtection: fromPromise(() =>
          Promise.resolve(
            aQuoteResult({ underwritingOutcome: anOutcome({ underwrittenOptions: [dearer] }) }),
          ),
        ),
      },
    });
    const annual = () => priceChoice(text.annual).closest('label');
    expect(annual()?.textContent).not.toContain(text.priceWas(formatGbp(1088.36)));
    expect(
      screen.queryByText(text.priceChanged(text.annual, formatGbp(1200.5), formatGbp(1088.36))),
    ).toBeNull();

    const question = screen.getByRole('group', { name: text.ncd.legend });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(annual()?.textContent).toContain(formatGbp(1200.5)));
    expect(annual()?.textContent).toContain(text.priceWas(formatGbp(1088.36)));
    const amount = within(annual() as HTMLElement).getByText(formatGbp(1200.5));
    expect(amount.classList.contains('price-choice__amount--changed')).toBe(true);
    const announcement = screen
      .getAllByRole('status')
      .find((status) =>
        status.textContent.includes(
          text.priceChanged(text.annual, formatGbp(1200.5), formatGbp(1088.36)),
        ),
      );
    expect(announcement).toBeDefined();
  });

  it('asks for a missing registration, checks it and says when it cannot be saved', async () => {
    const { user, journey } = await openResults({
      quote: answeredQuote({ registration: '' }),
      services: {
        setVehicleRegistration: fromPromise<
          SetVehicleRegistrationResult,
          { quoteRef: string; registration: string }
        >(() => Promise.reject(new Error('Server error'))),
      },
    });
    const field = screen.getByRole('textbox', { name: text.registrationForm.label });
    await user.click(screen.getByRole('button', { name: text.registrationForm.confirm }));
    expect(screen.getByText(TEXT.forms.registration.required)).toBeTruthy();
    await user.type(field, 'DL19 CAR');
    await user.click(screen.getByRole('button', { name: text.registrationForm.confirm }));
    expect(await screen.findByText(text.registrationUpdateFailed)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: text.registrationRequired }));
    await waitFor(() =>
      expect(journey.getSnapshot().context.location.path).toBe('/quote/vehicle-details'),
    );
  });

  it('refuses Buy Now until a price is chosen, saying why', async () => {
    const save = vi.fn(() =>
      Promise.resolve<UpdateContactPreferencesResult>({ hasPriceChanged: false }),
    );
    const { user } = await openResults({ services: { saveContactPreferences: fromPromise(save) } });
    await buyNow(user);
    expect(await screen.findByText(text.noPaymentOption)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('blocks the page while Buy Now saves, then goes on to card payment', async () => {
    const saved = pending<UpdateContactPreferencesResult>();
    const { user, journey } = await openResults({
      services: { saveContactPreferences: fromPromise(() => saved.promise) },
    });
    await choosePrice(user, 'card');
    await buyNow(user);
    expect(
      screen.getAllByRole('status').some((s) => s.textContent.includes(text.updatingQuote)),
    ).toBe(true);
    await act(async () => {
      saved.resolve({
        hasPriceChanged: false,
        optionId: 'OPT-1',
        underwritingOutcomeResponseId: 'UOR-2',
      });
      await saved.promise;
    });
    await waitFor(() => expect(journey.getSnapshot().context.location.path).toBe('/make-payment'));
  });

  it('tells a re-rate with the chosen price before and after, until dismissed, and asks again', async () => {
    const dearer = anOutcome({
      underwritingOutcomeResponseId: 'UOR-NEW',
      underwrittenOptions: [
        anOption({
          paymentCollectionOptions: [
            aCollectionOption({ totalAmountPayable: { amount: 1150.5, currency: 'GBP' } }),
            aDirectDebitOption(),
          ],
        }),
      ],
    });
    const { user, journey } = await openResults({
      services: {
        saveContactPreferences: fromPromise(() =>
          Promise.resolve<UpdateContactPreferencesResult>({
            hasPriceChanged: true,
            underwritingOutcome: dearer,
            optionId: 'OPT-1',
            underwritingOutcomeResponseId: 'UOR-NEW',
          }),
        ),
      },
      result: { ...pricedResult(), isLatestFullyPricedQuote: false },
    });
    await choosePrice(user, 'card');
    await buyNow(user);
    const notice = await screen.findByRole('region', { name: text.rerateNotice.heading });
    expect(within(notice).getByText(text.rerated)).toBeTruthy();
    expect(within(notice).getByText(`${text.annual}: was £1,088.36, now £1,150.50.`)).toBeTruthy();
    expect(within(notice).getByText(text.rerateNotice.again)).toBeTruthy();
    // Announced: it is inside a live region.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(journey.getSnapshot().context.location.path).toBe('/results');
    expect((priceChoice(text.annual) as HTMLInputElement).checked).toBe(false);
    // It stays while the customer chooses again, until dismissed.
    await choosePrice(user, 'card');
    expect(screen.getByRole('region', { name: text.rerateNotice.heading })).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: text.rerateNotice.dismiss }));
    expect(screen.queryByRole('region', { name: text.rerateNotice.heading })).toBeNull();
  });

  it('offers the thirty-day quote when Buy Now returns one, and accepting goes to card payment', async () => {
    const { user, journey } = await openResults({
      services: {
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
      },
    });
    await choosePrice(user, 'card');
    await buyNow(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: text.thirtyDayOffer.heading }),
    ).toBeTruthy();
    expect(screen.getByText('DC-30DAY')).toBeTruthy();
    // Before accepting: the 30-day policy's own right to cancel (none by law), not the annual one's.
    const before = within(screen.getByRole('region', { name: TEXT.regulated.heading }));
    const [noRight] = TEXT.regulated.cancellation.thirtyDay(brand.supportPhone);
    expect(before.getByText(noRight ?? '')).toBeTruthy();
    expect(before.queryByText(TEXT.regulated.cancellation.annual[0])).toBeNull();
    expect(
      before
        .getByRole('link', {
          name: TEXT.regulated.documents.ipid(TEXT.regulated.documents.thirtyDay),
        })
        .getAttribute('href'),
    ).toMatch(/GetProductDocument\/ThirtyDay\/IPID$/);
    await user.click(screen.getByRole('button', { name: text.thirtyDayOffer.accept }));
    await waitFor(() => expect(journey.getSnapshot().context.location.path).toBe('/make-payment'));
  });

  it('tells a customer offered a 30-day quote what it earns and leaves out, and when it charges and emails (spec 2 §9)', async () => {
    const { user } = await openResults({
      services: {
        saveContactPreferences: fromPromise(() =>
          Promise.resolve<UpdateContactPreferencesResult>({
            hasPriceChanged: false,
            optionId: 'OPT-1',
            underwritingOutcomeResponseId: 'UOR-2',
            thirtyDayQuoteDetails: {
              quoteRef: 'DC-30DAY',
              showOnly30DayQuote: true,
              thirtyDayUnderwritingOutcome: anOutcome({
                underwrittenOptions: [aThirtyDayOption()],
              }),
            },
          }),
        ),
      },
    });
    await choosePrice(user, 'card');
    await buyNow(user);
    await screen.findByRole('heading', { level: 1, name: text.thirtyDayOffer.heading });
    const termOf = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(termOf(text.card.ncdEarned)).toBe(text.card.ncdNone);
    expect(termOf(text.card.notIncluded)).toBe('Breakdown cover, keycare or excess reimbursement');
    // Starts 23/11/2026, ends 22/12/2026: charged the day before, emailed 6 days before.
    expect(
      screen.getByText(
        TEXT.contact.renewal.rollingWhen({
          ends: '22/12/2026',
          payment: '21/12/2026',
          contact: '16/12/2026',
        }),
      ),
    ).toBeTruthy();
  });

  it('offers Save my quote, which asks only where to send the link (issue #29)', async () => {
    const { user } = await openResults();
    await user.click(screen.getByRole('button', { name: TEXT.saveQuote.open }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.saveQuote.title });
    expect(within(dialog).getByLabelText(TEXT.saveQuote.emailLabel)).toBeTruthy();
    expect(within(dialog).queryByLabelText(TEXT.saveQuote.surnameLabel)).toBeNull();
  });

  it('explains the vehicle usage in a dialog and goes back to the Change buttons', async () => {
    const { user, journey } = await openResults();
    const about = screen.getByRole('button', { name: text.card.usageInfo });
    await user.click(about);
    const dialog = screen.getByRole('dialog', { name: text.card.usageInfo });
    expect(within(dialog).getByText(text.card.usageDetails)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: text.card.usageClose }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(about);

    await user.click(screen.getByRole('button', { name: text.card.changeCover }));
    await waitFor(() =>
      expect(journey.getSnapshot().context.location.path).toBe('/quote/vehicle-cover'),
    );
    expect(journey.getSnapshot().context.quote.activeStep).toBe(7);
  });

  it('leaves out an endorsement without wording, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const option = anOption({
      underwrittenEndorsements: [
        { endorsementName: 'Business use', endorsementWording: 'Cover includes delivery work.' },
        { endorsementName: 'Broken', endorsementWording: '' },
      ],
    });
    await openResults({
      result: pricedResult(
        aQuoteResult({ underwritingOutcome: anOutcome({ underwrittenOptions: [option] }) }),
      ),
    });
    expect(screen.getByRole('heading', { name: text.endorsementsHeading })).toBeTruthy();
    expect(screen.getByText('Cover includes delivery work.')).toBeTruthy();
    expect(screen.queryByText('Broken')).toBeNull();
    expect(warn).toHaveBeenCalledWith(text.endorsementSkipped, { skipped: 1 });
  });
});

describe('the results page on a phone (issue #26)', () => {
  const gbp = (amount: number) => ({ amount, currency: 'GBP' });
  const withOption = (option: ReturnType<typeof anOption>) =>
    pricedResult(
      aQuoteResult({ underwritingOutcome: anOutcome({ underwrittenOptions: [option] }) }),
    );

  it('opens with the cover at a glance: vehicle, year and registration, cover, start and the total excess', async () => {
    const quote = answeredQuote();
    await openResults({
      quote: {
        ...quote,
        vehicleDetails: {
          ...quote.vehicleDetails,
          make: 'Toyota',
          model: 'Prius 1.8 Hybrid',
          yearOfManufacture: 2019,
        },
      },
      result: withOption(
        anOption({
          underwrittenExcesses: [
            { excessCode: 'XS_COMPULSORY', totalAmount: gbp(250) },
            { excessCode: 'XS_DRIVER', totalAmount: gbp(100) },
            { excessCode: 'XS_POLICY', totalAmount: gbp(250) },
          ],
        }),
      ),
    });
    const summary = within(screen.getByRole('region', { name: text.coverSummary.heading }));
    const termOf = (term: string) =>
      summary.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(termOf(text.card.vehicle)).toBe('Toyota Prius 1.8 Hybrid, 2019DL19CAR');
    expect(termOf(text.card.levelOfCover)).toBe('Comprehensive cover');
    expect(termOf(text.card.coverStart)).toBe('23/11/2026 at 09:00');
    // Compulsory £250 and driver £100 set by the insurer, with the £250 voluntary excess chosen (priced as the
    // policy excess, not counted twice).
    expect(termOf(text.coverSummary.totalExcess)).toBe(
      '£600.00£350.00 compulsory + £250.00 voluntary',
    );
  });

  it('reads each price choice in full: today, the instalments, the APR and the total; or pay once', async () => {
    await openResults({
      result: withOption(
        anOption({
          paymentCollectionOptions: [
            aCollectionOption(),
            aDirectDebitOption({
              upFrontAmount: gbp(97.7),
              standardInstalmentAmount: gbp(112.36),
              unequalInstalmentAmount: gbp(112.36),
              totalAmountPayable: gbp(1333.66),
            }),
          ],
        }),
      ),
    });
    const monthly = priceChoice(text.monthly);
    expect(monthly.closest('label')?.textContent).toContain(
      '£97.70 today, then 11 × £112.36, 33% APR representative, total £1,333.66',
    );
    expect(monthly.getAttribute('aria-description')).toBe(
      '£97.70 today, then 11 × £112.36, 33% APR representative, total £1,333.66',
    );
    expect(priceChoice(text.annual).closest('label')?.textContent).toContain(
      '£1,088.36 today, pay once',
    );
  });

  it('says an unequal first instalment before the rest', async () => {
    await openResults();
    expect(priceChoice(text.monthly).closest('label')?.textContent).toContain(
      '£90.70 today, then £104.31, then 10 × £104.30, 33% APR representative, total £1,238.01',
    );
  });

  it("keeps what's covered and what's not closed under their headings until opened", async () => {
    const { user } = await openResults();
    for (const [title, sample] of [
      [text.whatsCovered, text.benefits[0]],
      [text.whatsNotCovered, text.exclusions[0]],
    ] as const) {
      const toggle = screen.getByRole('button', { name: title });
      expect(toggle.closest('h2')).toBeTruthy();
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByText(sample).closest('[hidden]')).toBeTruthy();
      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText(sample).closest('[hidden]')).toBeNull();
    }
  });
});
