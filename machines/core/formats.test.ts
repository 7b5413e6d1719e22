import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_PATTERN,
  UK_POSTCODE_PATTERN,
  capitaliseName,
  displayRegistration,
  formatPostcode,
  formatSortCode,
  isValidAccountNumber,
  isValidEmail,
  isValidName,
  isValidPostcode,
  isValidRegistration,
  isValidSortCode,
  isValidUkPhone,
  normalisePhone,
  normaliseRegistration,
  stripDigits,
  namesMatch,
} from './formats';

describe('capitaliseName (spec 1 §5 Person)', () => {
  it.each([
    ['john', 'John'],
    ["o'neil-smith", "O'Neil-Smith"],
    ['mcdonald', 'Mcdonald'],
    ['MARY JANE', 'Mary Jane'],
    ['  anne   marie  ', 'Anne Marie'],
    ['jean-luc picard', 'Jean-Luc Picard'],
    ['d’arcy', 'D’Arcy'],
    ['élodie', 'Élodie'],
    ['st. john', 'St. John'],
    ['', ''],
  ])('capitalises %j as %j', (name, expected) => {
    expect(capitaliseName(name)).toBe(expected);
  });
});

describe('stripDigits (spec 1 §4)', () => {
  it.each([
    ['Smith2', 'Smith'],
    ['Sm1th', 'Smth'],
    ['Smith 2 Jones', 'Smith Jones'],
    ['123', ''],
    ["O'Neil", "O'Neil"],
  ])('turns %j into %j', (value, expected) => {
    expect(stripDigits(value)).toBe(expected);
  });
});

describe('isValidName (spec 1 §5 Person)', () => {
  it.each([
    'A',
    'Jo',
    "O'Neil",
    'Smith-Jones',
    'St. John',
    'Mary Jane',
    'Zoë',
    'D’Arcy',
    'A'.repeat(50),
    ' Anne ',
  ])('accepts %j', (value) => {
    expect(isValidName(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['51 characters', 'A'.repeat(51)],
    ['a digit', 'Sm1th'],
    ['a leading hyphen', '-Smith'],
    ['a trailing hyphen', 'Smith-'],
    ['a trailing dot', 'Jr.'],
    ['a leading apostrophe', "'Neil"],
    ['another symbol', 'Smith & Jones'],
    ['an underscore', 'Smith_Jones'],
  ])('refuses %s', (_label, value) => {
    expect(isValidName(value)).toBe(false);
  });
});

describe('UK phone numbers (spec 1 §5 Person, spec 2 §9)', () => {
  it('removes spaces', () => {
    expect(normalisePhone(' 07700 900 123 ')).toBe('07700900123');
  });

  it.each(['07700 900123', '07700900123', '0207 946 0000', '01632 96000', '0 1 6 3 2 9 6 0 0 0 0'])(
    'accepts %j',
    (value) => {
      expect(isValidUkPhone(value)).toBe(true);
    },
  );

  it.each([
    ['no leading 0', '7700900123'],
    ['9 digits', '016329600'],
    ['12 digits', '077009001234'],
    ['an international prefix', '+447700900123'],
    ['a dash', '07700-900123'],
    ['letters', '0770090012a'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(isValidUkPhone(value)).toBe(false);
  });
});

describe('isValidEmail (spec 1 §5 General)', () => {
  it.each([
    'driver@example.com',
    'first.last+quotes@mail.example.co.uk',
    ' driver@example.com ',
    "o'neil@example.org",
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'driver',
    'driver@',
    '@example.com',
    'driver@example',
    'driver@@example.com',
    'driver@example..com',
    'driver@-example.com',
    'dri ver@example.com',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('postcodes (spec 1 §5 Postcode and address)', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  ls6   2ab ', 'LS6 2AB'],
    ['M11AE', 'M1 1AE'],
    ['bfpo1234', 'BFPO 1234'],
    ['bfpo 801', 'BFPO 801'],
    ['gir0aa', 'GIR 0AA'],
    ['sw1', 'SW1'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatPostcode(value)).toBe(expected);
  });

  it.each([
    'SW1A 1AA',
    'sw1a 1aa',
    'SW1A1AA',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'EC1A 1BB',
    'W1A 0AX',
    'GIR 0AA',
    'BFPO 1',
    'BFPO 1234',
    'bfpo 1234',
    'STHL 1ZZ',
    'ascn1zz',
    'GX11 1AA',
    '  ls6   2ab ',
  ])('accepts %j', (value) => {
    expect(isValidPostcode(value)).toBe(true);
  });

  it.each([
    '',
    'SW1A',
    '12345',
    'SW1A 1A',
    'QQ1 1AA',
    'AB1 1CI',
    'BFPO',
    'BFPO 12345',
    'ABCD 1ZZ',
    'SW1A 1AAA',
  ])('refuses %j', (value) => {
    expect(isValidPostcode(value)).toBe(false);
  });

  it('exposes a pattern that takes raw input of either case, with or without the space', () => {
    expect(UK_POSTCODE_PATTERN.test('sw1a1aa')).toBe(true);
    expect(UK_POSTCODE_PATTERN.test('SW1A 1AA')).toBe(true);
    expect(UK_POSTCODE_PATTERN.test('SW1A  1AA')).toBe(false);
  });
});

describe('registrations (spec 1 §5 Vehicle)', () => {
  it.each(['DL19 CAR', 'dl19car', 'A1', 'X', '123456789', 'AB12 CDE '])('accepts %j', (value) => {
    expect(isValidRegistration(value)).toBe(true);
    expect(REGISTRATION_PATTERN.test(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['10 characters', 'ABCDE12345'],
    ['a hyphen', 'DL19-CAR'],
    ['a symbol', 'DL19 CA!'],
  ])('refuses %s', (_label, value) => {
    expect(isValidRegistration(value)).toBe(false);
  });

  it('upper-cases and removes spaces for the lookup', () => {
    expect(normaliseRegistration(' dl19 car ')).toBe('DL19CAR');
  });

  it('upper-cases and trims for showing, keeping the spaces typed inside', () => {
    expect(displayRegistration(' dl19 car ')).toBe('DL19 CAR');
  });
});

describe('bank details (spec 2 §5 Direct Debit)', () => {
  it.each(['12-34-56', '123456', '12 34 56', '00-00-01'])('accepts sort code %j', (value) => {
    expect(isValidSortCode(value)).toBe(true);
  });

  it.each([
    ['all zeros', '00-00-00'],
    ['all zeros without dashes', '000000'],
    ['5 digits', '12-34-5'],
    ['7 digits', '1234567'],
    ['a letter', '12-34-5A'],
    ['empty', ''],
  ])('refuses a sort code with %s', (_label, value) => {
    expect(isValidSortCode(value)).toBe(false);
  });

  it.each([
    ['123456', '12-34-56'],
    ['12 34 56', '12-34-56'],
    ['12-34-56', '12-34-56'],
    ['12345', '12345'],
  ])('formats sort code %j as %j', (value, expected) => {
    expect(formatSortCode(value)).toBe(expected);
  });

  it.each([
    ['12345678', true],
    ['00000000', true],
    ['1234567', false],
    ['123456789', false],
    ['1234 5678', false],
    ['1234567a', false],
  ])('account number %j is valid: %s', (value, expected) => {
    expect(isValidAccountNumber(value)).toBe(expected);
  });
});

describe('namesMatch (the retrieval form’s first name against the quote’s)', () => {
  it.each([
    ['Sam', 'sam'],
    ['Zoë', ' zoe '],
    ['Mary Ann', 'Mary  Ann'],
    ['Sam2', 'Sam'],
  ])('takes %s and %s as the same name', (given, typed) => {
    expect(namesMatch(given, typed)).toBe(true);
  });

  it.each([
    ['Sam', 'Alex'],
    ['Sam', undefined],
    ['', ''],
    ['Sam', 'Samuel'],
  ])('tells %s from %s', (given, typed) => {
    expect(namesMatch(given, typed)).toBe(false);
  });
});
