import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  isPersonalKey,
  personalValuesIn,
  scrubBreadcrumb,
  scrubEvent,
  scrubOptionsFrom,
  scrubSpan,
  scrubText,
  scrubUrl,
  scrubValue,
} from './scrub';

describe('scrubText finds personal values by their shape', () => {
  it.each([
    ['an email address', 'sent to jo.bloggs+quotes@example.co.uk today', 'jo.bloggs'],
    ['a URL-encoded email address', 'email=jo.bloggs%40example.com', 'example.com'],
    ['a postcode', 'no addresses at SW1A 1AA or at m1 1ae', 'SW1A'],
    ['a postcode without its space', 'postcode EC1A1BB', 'EC1A1BB'],
    ['a mobile number', 'call 07700 900123', '900123'],
    ['an international number', 'call +44 20 7946 0018', '7946'],
    ['a date of birth (ISO)', 'born 1985-01-31', '1985'],
    ['a date of birth (UK)', 'born 31/01/1985', '1985'],
    ['a card number', 'card 4242 4242 4242 4242 declined', '4242'],
    ['an unspaced card number', 'card 4000056655665556', '4000056655665556'],
    ['an account number', 'account 12345678', '12345678'],
    ['a sort code', 'sort code 40-47-84', '40-47'],
    ['a registration', 'vehicle DL19 CAR not found', 'DL19'],
    ['an unspaced registration', 'vehicle dl19car not found', 'dl19car'],
    ['a prefix-style registration', 'vehicle A123 BCD', 'A123'],
    ['a licence number', 'licence MORGA753116SM9IJ', 'MORGA753116SM9IJ'],
  ])('redacts %s', (_kind, text, personal) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toContain(personal);
    expect(scrubbed).toContain(REDACTED);
  });

  it("redacts the customer's own answers that no shape finds, however they are written", () => {
    const known = ['Quistleton', 'Flat 1, Regency Mansions'];
    const scrubbed = scrubText(
      'QUISTLETON at Flat%201%2C%20Regency%20Mansions, or Flat+1,+Regency+Mansions',
      { known },
    );
    expect(scrubbed.toLowerCase()).not.toContain('quistleton');
    expect(scrubbed).not.toMatch(/Regency/);
  });

  it('keeps the words of the journey', () => {
    const text =
      'An unexpected server error occurred. (GET /api/v1/Vehicle/GetVehicleDetailsByVrm)';
    expect(scrubText(text)).toBe(text);
  });

  it('drops query strings and variable path segments from URLs and paths in text', () => {
    expect(
      scrubText(
        'GET https://lookup.example.co.uk/api/v1/Address/SearchAddresses?Postcode=SW1A%201AA failed',
      ),
    ).toBe('GET https://lookup.example.co.uk/api/v1/Address/SearchAddresses failed');
    expect(scrubText('fetching /api/v1/Address/GetFullAddressByAddressId/GB-1234?x=1')).toBe(
      'fetching /api/v1/Address/GetFullAddressByAddressId/:redacted',
    );
  });
});

describe('scrubUrl', () => {
  it.each([
    [
      '/api/v1/Quote/GetQuoteDpaCheck?QuoteReference=Q1&Surname=Smith&DateOfBirth=1985-01-31&Postcode=SW1A%201AA&VehicleRegistration=DL19CAR',
      '/api/v1/Quote/GetQuoteDpaCheck',
    ],
    [
      'https://www.dropcover.test/quote/vehicle-details?registration=DL19CAR&email=a%40b.com#top',
      'https://www.dropcover.test/quote/vehicle-details',
    ],
    [
      'https://lookup.example.co.uk/api/v1/Address/GetFullAddressByAddressId/SW1A1AA-1',
      'https://lookup.example.co.uk/api/v1/Address/GetFullAddressByAddressId/:redacted',
    ],
    ['https://user:secret@host.test/a', 'https://host.test/a'],
    [
      'https://www.dropcover.test/assets/first-page-B4x9Qz.js',
      'https://www.dropcover.test/assets/first-page-B4x9Qz.js',
    ],
  ])('%s becomes %s', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});

describe('scrubValue redacts personal keys wherever they are', () => {
  it.each([
    'firstName',
    'lastNames',
    'Surname',
    'emailAddress',
    'phoneNumber',
    'dateOfBirth',
    'DOB',
    'address',
    'line1',
    'postcode',
    'Postcode',
    'licenceNumber',
    'vehicleRegistration',
    'VehicleRegistration',
    'sortCode',
    'accountNumber',
    'cardNumber',
    'cardholderName',
    'http.query',
  ])('%s', (key) => {
    expect(isPersonalKey(key)).toBe(true);
    expect(scrubValue({ nested: [{ [key]: 'Value' }] })).toEqual({
      nested: [{ [key]: REDACTED }],
    });
  });

  it('keeps ids, levels and statuses a report needs', () => {
    const value = { event_id: 'abc', level: 'warning', status: 409, kind: 'conflict' };
    expect(scrubValue(value)).toEqual(value);
  });
});

describe('scrubEvent', () => {
  it('scrubs messages, exceptions, request, extra, contexts, tags, breadcrumbs and spans', () => {
    const event = scrubEvent({
      message: 'Quote for jo@example.com',
      transaction: '/quote/retrieve/Q123?surname=Smith',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'No vehicle DL19 CAR',
            stacktrace: {
              frames: [
                {
                  filename: 'https://www.dropcover.test/assets/app.js?v=1',
                  vars: { email: 'jo@example.com' },
                  context_line: 'const surname = "Smith"',
                },
              ],
            },
          },
        ],
      },
      request: {
        url: 'https://www.dropcover.test/quote?email=jo%40example.com',
        query_string: 'email=jo%40example.com',
        cookies: { session: 'x' },
        data: '{"surname":"Smith"}',
        headers: { 'User-Agent': 'Browser', Referer: 'https://x.test/?email=jo@example.com' },
      },
      user: { email: 'jo@example.com', ip_address: '10.0.0.1' },
      extra: { answers: { postcode: 'SW1A 1AA' }, note: 'born 31/01/1985' },
      contexts: { quote: { surname: 'Smith', registration: 'DL19CAR' } },
      tags: { where: 'SW1A 1AA' },
      breadcrumbs: [
        { category: 'console', message: 'email jo@example.com', data: { arguments: ['Smith'] } },
      ],
      spans: [
        { description: 'GET /api/v1/Vehicle/GetVehicleDetailsByVrm?VehicleRegistration=DL19CAR' },
      ],
    });
    const json = JSON.stringify(event);
    for (const personal of [
      'jo@',
      'jo%40',
      'Smith',
      'DL19',
      'SW1A',
      '1985',
      '10.0.0.1',
      'session',
      '?v=1',
    ]) {
      expect(json).not.toContain(personal);
    }
    expect(event.request).toEqual({
      url: 'https://www.dropcover.test/quote',
      headers: { 'User-Agent': 'Browser' },
    });
    expect(event.transaction).toBe('/quote/retrieve/:redacted');
    expect(json).toContain('https://www.dropcover.test/assets/app.js');
  });

  it('scrubs the URLs a replay event lists', () => {
    const event = scrubEvent({ urls: ['https://www.dropcover.test/quote?email=jo%40example.com'] });
    expect(event.urls).toEqual(['https://www.dropcover.test/quote']);
  });
});

describe('scrubBreadcrumb', () => {
  it('drops console arguments and scrubs the message', () => {
    expect(
      scrubBreadcrumb({
        category: 'console',
        message: 'Quote for jo@example.com',
        data: { arguments: ['Quote for', 'jo@example.com'], logger: 'console' },
      }),
    ).toEqual({
      category: 'console',
      message: `Quote for ${REDACTED}`,
      data: { logger: 'console' },
    });
  });

  it('cuts fetch and navigation URLs to their paths', () => {
    expect(
      scrubBreadcrumb({
        category: 'fetch',
        data: {
          method: 'GET',
          url: '/api/v1/Vehicle/GetVehicleDetailsByVrm?VehicleRegistration=DL19CAR',
          status_code: 500,
        },
      }).data,
    ).toEqual({ method: 'GET', url: '/api/v1/Vehicle/GetVehicleDetailsByVrm', status_code: 500 });
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: {
          from: '/quote?email=jo%40example.com',
          to: '/quote/about-you?registration=DL19CAR',
        },
      }).data,
    ).toEqual({ from: '/quote', to: '/quote/about-you' });
  });
});

describe('scrubSpan', () => {
  it('scrubs static and streamed spans, keeping our servers’ names', () => {
    const span = scrubSpan({
      description: 'GET https://lookup.test/api/v1/Address/SearchAddresses?Postcode=SW1A%201AA',
      data: {
        'url.full': 'https://lookup.test/api/v1/Address/SearchAddresses?Postcode=SW1A%201AA',
        'http.query': '?Postcode=SW1A%201AA',
        'server.address': 'lookup.test',
      },
    });
    expect(span).toEqual({
      description: 'GET https://lookup.test/api/v1/Address/SearchAddresses',
      data: {
        'url.full': 'https://lookup.test/api/v1/Address/SearchAddresses',
        'http.query': REDACTED,
        'server.address': 'lookup.test',
      },
    });
    const streamed = scrubSpan({
      name: 'GET /api/v1/Vehicle/GetVehicleDetailsByVrm?VehicleRegistration=DL19CAR',
      attributes: { 'url.full': { type: 'string', value: '/a?email=jo%40example.com' } },
    });
    expect(streamed).toEqual({
      name: 'GET /api/v1/Vehicle/GetVehicleDetailsByVrm',
      attributes: { 'url.full': { type: 'string', value: '/a' } },
    });
  });
});

describe('personalValuesIn', () => {
  it("collects the answers under personal keys, not the journey's own words or reference lists", () => {
    const values = personalValuesIn({
      referenceData: { titles: [{ name: 'Doctor' }] },
      addressLookup: { target: 'home', mode: 'search', postcode: 'SW1A 1AA' },
      quote: {
        proposerDetails: {
          firstName: 'Philippa',
          lastNames: ['Quistleton'],
          title: 'MR',
          address: { line1: 'Flat 1, Regency Mansions' },
        },
      },
    });
    expect(values.sort()).toEqual([
      'Flat 1, Regency Mansions',
      'Philippa',
      'Quistleton',
      'SW1A 1AA',
    ]);
  });
});

describe('scrubOptionsFrom', () => {
  it('reads the answers from the current state, once per state object', () => {
    let state: object = { proposerDetails: { lastNames: 'Quistleton' } };
    const options = scrubOptionsFrom(() => state);
    const first = options();
    expect(first.known).toEqual(['Quistleton']);
    expect(options()).toEqual(first);
    state = { proposerDetails: { lastNames: 'Rerate' } };
    expect(options().known).toEqual(['Rerate']);
  });
});
