import { describe, expect, it } from 'vitest';
import { initialCompletedSteps } from '../core/state';
import {
  entryFor,
  normalisePath,
  pageForPath,
  pagePaths,
  resolveRoute,
  type JourneyFacts,
  type NavigationType,
  type PageId,
  type RouteDecision,
} from './routing';
import { stepIds, type StepId } from '../wizard/navigation';

/** Progress with the steps before `furthest` complete and `furthest` reached. */
function progressTo(furthest: StepId, hasAdditionalDriver = false): JourneyFacts['quote'] {
  const completedSteps = initialCompletedSteps();
  for (const step of stepIds.slice(0, stepIds.indexOf(furthest))) completedSteps[step] = true;
  return { activeStep: stepIds.indexOf(furthest) + 1, completedSteps, hasAdditionalDriver };
}

function facts(overrides: Partial<JourneyFacts> = {}): JourneyFacts {
  return {
    currentPath: '/quote/vehicle-details',
    quote: progressTo('vehicleDetails'),
    hasPurchasableResult: false,
    awaitsDurationChoice: false,
    selectedPaymentPage: null,
    boughtPage: null,
    contactSaved: false,
    isRestartOffer: false,
    ...overrides,
  };
}

/** A customer with a purchasable quote on the results page. */
const onResults = (overrides: Partial<JourneyFacts> = {}) =>
  facts({
    currentPath: '/results',
    quote: progressTo('vehicleCover'),
    hasPurchasableResult: true,
    ...overrides,
  });

function route(
  href: string,
  journey: JourneyFacts,
  navigationType: NavigationType = 'PUSH',
): RouteDecision {
  const [pathname = '', query = ''] = href.split('?');
  return resolveRoute({ pathname, search: query ? `?${query}` : '' }, navigationType, journey);
}

const stay = (replace = false): RouteDecision => ({ target: { kind: 'stay' }, replace });
const toStep = (step: StepId, replace = false): RouteDecision => ({
  target: { kind: 'step', step },
  replace,
});
const toPage = (page: PageId, replace = false): RouteDecision => ({
  target: { kind: 'page', page },
  replace,
});

const outcomePaths = [
  '/thank-you',
  '/summary',
  '/referral',
  '/error',
  '/time-out',
  '/quote-taken-up',
  '/quote-expired',
  '/quote-locked',
  '/thirty-day-quote',
  '/30-day-quote',
  '/restart-thank-you',
  '/restart-policy',
  '/not-found',
];

describe('pageForPath and normalisePath', () => {
  it.each(Object.entries(pagePaths))('maps %s to %s', (page, path) => {
    expect(pageForPath(path)).toBe(page);
  });

  it('maps the /30-day-quote alias to the thirty-day quote page', () => {
    expect(pageForPath('/30-day-quote')).toBe('thirtyDayQuote');
    expect(pageForPath('/30-day-quote/')).toBe('thirtyDayQuote');
  });

  it('ignores trailing slashes', () => {
    expect(pageForPath('/outage/')).toBe('outage');
    expect(pageForPath('/results//')).toBe('results');
    expect(normalisePath('/thank-you/')).toBe('/thank-you');
  });

  it('treats an empty path and bare slashes as home', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(pageForPath('')).toBe('home');
    expect(pageForPath('/')).toBe('home');
  });

  it('knows no other path', () => {
    expect(pageForPath('/nowhere')).toBeUndefined();
    expect(pageForPath('/Results')).toBeUndefined();
    expect(pageForPath('/results/extra')).toBeUndefined();
    expect(pageForPath('/quote/vehicle-details')).toBeUndefined();
  });
});

describe('entryFor', () => {
  it('makes an aggregator link from /pcw-result with a token and quote reference', () => {
    expect(entryFor('/pcw-result', '?token=abc&quoteRef=Q123')).toEqual({
      kind: 'aggregator',
      token: 'abc',
      quoteRef: 'Q123',
    });
  });

  it('names the comparison site the visitor came from when the link gives its source', () => {
    expect(entryFor('/pcw-result', '?token=abc&quoteRef=Q123&source=CTM')).toEqual({
      kind: 'aggregator',
      token: 'abc',
      quoteRef: 'Q123',
      partner: 'CTM',
    });
  });

  it('accepts the Token and QuoteReference spellings, a trailing slash and surrounding spaces', () => {
    expect(entryFor('/pcw-result/', '?Token=%20abc%20&QuoteReference=Q123')).toEqual({
      kind: 'aggregator',
      token: 'abc',
      quoteRef: 'Q123',
    });
  });

  it.each(['?quoteRef=Q123', '?token=abc', '?token=abc&quoteRef=', '?token=%20&quoteRef=Q123', ''])(
    'needs both a token and a quote reference for an aggregator link (%s)',
    (search) => {
      expect(entryFor('/pcw-result', search)).toBeUndefined();
    },
  );

  it('makes a restart link from /restart-policy with a quote reference', () => {
    expect(entryFor('/restart-policy', '?quoteRef=Q123')).toEqual({
      kind: 'restart',
      quoteRef: 'Q123',
    });
    expect(entryFor('/restart-policy', '')).toBeUndefined();
  });

  it('makes every visit to /quote-retrieval a retrieval, naming the quote when the link does', () => {
    expect(entryFor('/quote-retrieval', '?quoteRef=Q123')).toEqual({
      kind: 'retrieval',
      quoteRef: 'Q123',
    });
    expect(entryFor('/quote-retrieval/', '')).toEqual({ kind: 'retrieval', quoteRef: null });
  });

  it('makes a reminder link from /your-quote-details with a quote reference', () => {
    expect(entryFor('/your-quote-details', '?QuoteReference=Q123')).toEqual({
      kind: 'reminder',
      quoteRef: 'Q123',
    });
  });

  it('opens /your-quote-details without a reference too, for the page to say it needs the email’s link', () => {
    expect(entryFor('/your-quote-details', '?quoteRef=%20')).toEqual({
      kind: 'reminder',
      quoteRef: null,
    });
    expect(route('/your-quote-details', onResults())).toEqual({
      target: { kind: 'entry', entry: { kind: 'reminder', quoteRef: null } },
      replace: false,
    });
  });

  it('ignores a quote reference on any other page', () => {
    expect(entryFor('/results', '?token=abc&quoteRef=Q123')).toBeUndefined();
    expect(entryFor('/quote/vehicle-details', '?quoteRef=Q123')).toBeUndefined();
  });
});

describe('resolveRoute: entry links', () => {
  it('enters the aggregator journey from a comparison-site link', () => {
    expect(route('/pcw-result?token=abc&quoteRef=Q123', facts())).toEqual({
      target: { kind: 'entry', entry: { kind: 'aggregator', token: 'abc', quoteRef: 'Q123' } },
      replace: false,
    });
  });

  it('enters a restart from a restart link', () => {
    expect(route('/restart-policy?quoteRef=Q123', facts())).toEqual({
      target: { kind: 'entry', entry: { kind: 'restart', quoteRef: 'Q123' } },
      replace: false,
    });
  });

  it('enters the quote reminder from a reminder link', () => {
    expect(route('/your-quote-details?quoteRef=Q123', facts())).toEqual({
      target: { kind: 'entry', entry: { kind: 'reminder', quoteRef: 'Q123' } },
      replace: false,
    });
  });

  it('follows an entry link on browser back and after take-up', () => {
    const link = '/restart-policy?quoteRef=Q123';
    expect(route(link, facts(), 'POP').target.kind).toBe('entry');
    expect(
      route(link, onResults({ boughtPage: 'thankYou', currentPath: '/thank-you' })).target.kind,
    ).toBe('entry');
  });

  it('stays when the entry link is the path already shown', () => {
    expect(
      route('/pcw-result?token=abc&quoteRef=Q123', facts({ currentPath: '/pcw-result' })),
    ).toEqual(stay());
  });
});

describe('resolveRoute: the path already shown', () => {
  it('stays without touching history', () => {
    expect(route('/quote/about-you', facts({ currentPath: '/quote/about-you' }))).toEqual(stay());
    expect(route('/results', onResults())).toEqual(stay());
  });

  it('stays on browser back to the same path', () => {
    expect(route('/results', onResults(), 'POP')).toEqual(stay());
  });

  it('ignores trailing slashes and the query when comparing', () => {
    expect(route('/results/', onResults())).toEqual(stay());
    expect(route('/results?x=1', onResults({ currentPath: '/results/' }))).toEqual(stay());
  });

  it('does not treat an empty current path as a match', () => {
    expect(route('/', facts({ currentPath: '' }))).toEqual(toPage('home'));
  });
});

describe('resolveRoute: after take-up', () => {
  const bought = facts({ boughtPage: 'thankYou', currentPath: '/thank-you' });
  const restartBought = facts({ boughtPage: 'restartThankYou', currentPath: '/restart-thank-you' });
  const pagesOfTheQuote = [
    '/results',
    '/pcw-result',
    '/policy-selection',
    '/make-payment',
    '/payment-summary',
    '/thirty-day-quote',
    '/30-day-quote',
    '/quote/vehicle-details',
    '/quote/vehicle-cover',
    '/quote',
    '/',
    '/summary',
    '/quote-taken-up',
    '/nowhere',
  ];

  it.each(pagesOfTheQuote)('shows thank-you, replacing history, when %s is pushed', (path) => {
    expect(route(path, bought)).toEqual(toPage('thankYou', true));
  });

  it.each(pagesOfTheQuote)('shows thank-you, replacing history, on browser back to %s', (path) => {
    expect(route(path, bought, 'POP')).toEqual(toPage('thankYou', true));
  });

  it.each(pagesOfTheQuote)('shows the restart thank-you for a restart bought, at %s', (path) => {
    expect(route(path, restartBought)).toEqual(toPage('restartThankYou', true));
    expect(route(path, restartBought, 'POP')).toEqual(toPage('restartThankYou', true));
  });

  it.each(['/results', '/make-payment', '/payment-summary', '/quote/vehicle-cover'])(
    'shows thank-you when %s is opened again after the purchase (a reload)',
    (path) => {
      expect(route(path, { ...bought, currentPath: '' })).toEqual(toPage('thankYou', true));
    },
  );

  it("shows the purchase's own page at its path, without touching history", () => {
    const reopened = { ...bought, currentPath: '' };
    expect(route('/thank-you', reopened)).toEqual(toPage('thankYou'));
    expect(route('/thank-you/', reopened, 'POP')).toEqual(toPage('thankYou'));
    expect(route('/thank-you', { ...bought, currentPath: '/make-payment' }, 'POP')).toEqual(
      toPage('thankYou'),
    );
    expect(route('/restart-thank-you', { ...restartBought, currentPath: '' })).toEqual(
      toPage('restartThankYou'),
    );
  });

  it("sends one thank-you page to the other when it is not the purchase's", () => {
    expect(route('/restart-thank-you', bought)).toEqual(toPage('thankYou', true));
    expect(route('/thank-you', restartBought, 'POP')).toEqual(toPage('restartThankYou', true));
  });

  it('stays on thank-you when it is the path already shown', () => {
    expect(route('/thank-you', bought)).toEqual(stay());
    expect(route('/thank-you', bought, 'POP')).toEqual(stay());
  });
});

describe('resolveRoute: browser back (spec 1 §2, spec 2 §2)', () => {
  it.each([
    '/quote/about-you',
    '/quote/vehicle-cover',
    '/quote',
    '/results',
    '/make-payment',
    '/payment-summary',
    '/',
    '/outage',
    '/summary',
    '/nowhere',
  ])('redirects back to %s to vehicle details, replacing history', (path) => {
    const journey = onResults({ currentPath: '/quote/driver-details' });
    expect(route(path, journey, 'POP')).toEqual(toStep('vehicleDetails', true));
  });

  it("takes a restart customer back from 'Change your cover' to their offer, not to vehicle details", () => {
    const restart = onResults({ currentPath: '/quote/vehicle-cover', isRestartOffer: true });
    expect(route('/30-day-quote', restart, 'POP')).toEqual(toPage('results', true));
    // Anywhere else, and for anyone else, Back goes to vehicle details as the specification says.
    expect(route('/results', restart, 'POP')).toEqual(toStep('vehicleDetails', true));
    expect(
      route('/30-day-quote', onResults({ currentPath: '/quote/vehicle-cover' }), 'POP'),
    ).toEqual(toStep('vehicleDetails', true));
  });

  it('lets browser back reach vehicle details', () => {
    expect(route('/quote/vehicle-details', onResults(), 'POP')).toEqual(toStep('vehicleDetails'));
    expect(route('/quote/vehicle-details/', onResults(), 'POP')).toEqual(toStep('vehicleDetails'));
  });

  it('lets browser back reach thank-you, which then follows the outcome-page rule', () => {
    expect(route('/thank-you', onResults(), 'POP')).toEqual(toPage('results', true));
    expect(
      route(
        '/thank-you',
        facts({ currentPath: '/quote/about-you', quote: progressTo('aboutYou') }),
        'POP',
      ),
    ).toEqual(toStep('aboutYou', true));
  });

  it('does not apply to forward navigation or replacements', () => {
    const journey = facts({ currentPath: '/quote/about-you', quote: progressTo('driverDetails') });
    expect(route('/quote/vehicle-details-two', journey, 'PUSH')).toEqual(
      toStep('vehicleDetailsTwo'),
    );
    expect(route('/quote/vehicle-details-two', journey, 'REPLACE')).toEqual(
      toStep('vehicleDetailsTwo'),
    );
  });
});

describe('resolveRoute: wizard paths', () => {
  const atDriverDetails = facts({
    currentPath: '/',
    quote: progressTo('driverDetails'),
  });

  it.each<[string, StepId]>([
    ['/quote/vehicle-details', 'vehicleDetails'],
    ['/quote/vehicle-details-two', 'vehicleDetailsTwo'],
    ['/quote/about-you/', 'aboutYou'],
    ['/quote/driver-details', 'driverDetails'],
  ])('shows %s, up to the furthest step', (path, step) => {
    expect(route(path, atDriverDetails)).toEqual(toStep(step));
  });

  it.each(['/quote/driver-details-two', '/quote/additional-drivers', '/quote/vehicle-cover'])(
    'redirects %s, beyond the furthest step, to the furthest step',
    (path) => {
      expect(route(path, atDriverDetails)).toEqual(toStep('driverDetails', true));
    },
  );

  it('always shows vehicle details on a new quote', () => {
    expect(route('/quote/vehicle-details', facts({ currentPath: '/' }))).toEqual(
      toStep('vehicleDetails'),
    );
    expect(route('/quote/vehicle-cover', facts({ currentPath: '/' }))).toEqual(
      toStep('vehicleDetails', true),
    );
  });

  it.each(['/quote', '/quote/', '/quote/unknown', '/quote/vehicle-details/extra'])(
    'sends %s to vehicle details, replacing history',
    (path) => {
      expect(route(path, atDriverDetails)).toEqual(toStep('vehicleDetails', true));
    },
  );

  it('treats a path that merely starts with /quote as unknown', () => {
    expect(route('/quotes', atDriverDetails)).toEqual(toPage('notFound', true));
  });

  it('redirects additional drivers to vehicle cover when there are no drivers', () => {
    const done = facts({ currentPath: '/results', quote: progressTo('vehicleCover', false) });
    expect(route('/quote/additional-drivers', done)).toEqual(toStep('vehicleCover', true));
    expect(route('/quote/vehicle-cover', done)).toEqual(toStep('vehicleCover'));
  });

  it('shows additional drivers when there are drivers', () => {
    const done = facts({ currentPath: '/results', quote: progressTo('vehicleCover', true) });
    expect(route('/quote/additional-drivers', done)).toEqual(toStep('additionalDrivers'));
  });

  it('redirects vehicle cover to additional drivers after drivers are switched on at step 7', () => {
    const completedSteps = initialCompletedSteps();
    for (const step of stepIds) completedSteps[step] = step !== 'additionalDrivers';
    const journey = facts({
      currentPath: '/quote/driver-details-two',
      quote: { activeStep: 7, completedSteps, hasAdditionalDriver: true },
    });
    expect(route('/quote/vehicle-cover', journey)).toEqual(toStep('additionalDrivers', true));
  });
});

describe('resolveRoute: results and payment pages (spec 2 §2)', () => {
  const noResult = facts({ currentPath: '/quote/about-you', quote: progressTo('driverDetails') });

  it.each(['/results', '/pcw-result', '/policy-selection'])(
    'shows the results for %s when a purchasable result exists',
    (path) => {
      expect(route(path, onResults({ currentPath: '/quote/vehicle-cover' }))).toEqual(
        toPage('results'),
      );
    },
  );

  it.each(['/results', '/pcw-result', '/policy-selection', '/make-payment', '/payment-summary'])(
    'sends %s to the furthest step without a purchasable result',
    (path) => {
      expect(route(path, noResult)).toEqual(toStep('driverDetails', true));
    },
  );

  it('opens card payment only when card was chosen', () => {
    expect(
      route('/make-payment', onResults({ selectedPaymentPage: 'makePayment', contactSaved: true })),
    ).toEqual(toPage('makePayment'));
    expect(
      route(
        '/make-payment',
        onResults({ selectedPaymentPage: 'paymentSummary', contactSaved: true }),
      ),
    ).toEqual(toPage('results', true));
    expect(route('/make-payment', onResults())).toEqual(toPage('results', true));
  });

  it('opens the Direct Debit summary only when Direct Debit was chosen', () => {
    expect(
      route(
        '/payment-summary',
        onResults({ selectedPaymentPage: 'paymentSummary', contactSaved: true }),
      ),
    ).toEqual(toPage('paymentSummary'));
    expect(
      route(
        '/payment-summary',
        onResults({ selectedPaymentPage: 'makePayment', contactSaved: true }),
      ),
    ).toEqual(toPage('results', true));
    expect(route('/payment-summary/', onResults())).toEqual(toPage('results', true));
  });

  it('does not open a payment page before Buy Now has saved the contact details', () => {
    expect(route('/make-payment', onResults({ selectedPaymentPage: 'makePayment' }))).toEqual(
      toPage('results', true),
    );
  });

  it('does not open a payment page for a chosen method without a purchasable result', () => {
    expect(route('/make-payment', { ...noResult, selectedPaymentPage: 'makePayment' })).toEqual(
      toStep('driverDetails', true),
    );
  });
});

describe('resolveRoute: outcome pages typed in', () => {
  it.each(outcomePaths)('sends %s to the results when a purchasable result exists', (path) => {
    expect(route(path, onResults())).toEqual(toPage('results', true));
  });

  it.each(outcomePaths)('sends %s to the furthest step without a purchasable result', (path) => {
    const journey = facts({ currentPath: '/', quote: progressTo('aboutYou') });
    expect(route(path, journey)).toEqual(toStep('aboutYou', true));
  });
});

describe('resolveRoute: open and unknown pages', () => {
  it.each<[string, PageId]>([
    ['/', 'home'],
    ['/outage/', 'outage'],
    ['/protect-terms', 'protectTerms'],
    ['/vehicle-landing-page', 'vehicleLandingPage'],
  ])('opens %s at any time', (path, page) => {
    expect(route(path, facts())).toEqual(toPage(page));
    expect(route(path, onResults())).toEqual(toPage(page));
  });

  it.each(['/nowhere', '/results/extra', '/Thank-You'])('shows not found for %s', (path) => {
    expect(route(path, facts())).toEqual(toPage('notFound', true));
    expect(route(path, onResults())).toEqual(toPage('notFound', true));
  });
});

describe('the duration panel (spec 2 §2 /policy-selection)', () => {
  const choosing = () =>
    onResults({ currentPath: '/policy-selection', awaitsDurationChoice: true });

  it('keeps a customer whose quote waits for a duration on the panel, whatever results page they ask for', () => {
    for (const path of [
      '/results',
      '/pcw-result',
      '/make-payment',
      '/payment-summary',
      '/thank-you',
    ]) {
      expect(route(path, choosing()), path).toEqual({
        target: { kind: 'page', page: 'policySelection' },
        replace: true,
      });
    }
    expect(route('/policy-selection', onResults({ awaitsDurationChoice: true }))).toEqual({
      target: { kind: 'page', page: 'policySelection' },
      replace: false,
    });
  });

  it('sends a customer who has chosen from the panel to results', () => {
    expect(route('/policy-selection', onResults())).toEqual({
      target: { kind: 'page', page: 'results' },
      replace: false,
    });
  });
});
