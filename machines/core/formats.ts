/** Field formats shared by the wizard and the payment forms (spec 1 §5, spec 2 §5, §9). */
import { ruleFormText } from './rule-messages';

// Names (spec 1 §5 Person)

const NAME_WORD_START = /(^|[\s'’-])(\p{L})/gu;

/** Trims, collapses spaces and capitalises each word and each part after a hyphen or apostrophe. */
export function capitaliseName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(
      NAME_WORD_START,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** spec 1 §4: digits are stripped from surnames loaded from a restart or an aggregator. */
export function stripDigits(value: string): string {
  return value.replace(/\d/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * 1 to 50 characters, starting and ending with a letter, with spaces, apostrophes, dots and hyphens
 * between. Accented letters count as letters, and the typographic apostrophe that phone keyboards
 * type is accepted alongside the plain one.
 */
export const NAME_PATTERN = /^(?=.{1,50}$)\p{L}(?:[\p{L}\p{M} '’.-]*[\p{L}\p{M}])?$/u;

/** Surrounding spaces are ignored: the name is trimmed when it is capitalised before submit. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

// Phone and email (spec 1 §5 Person, spec 2 §5 Contact form)

const UK_PHONE_PATTERN = /^0\d{9,10}$/;

export function normalisePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A leading 0 and 10 or 11 digits in all; +44 is not accepted (spec 2 §9). */
export function isValidUkPhone(value: string): boolean {
  return UK_PHONE_PATTERN.test(normalisePhone(value));
}

/** The HTML standard's email shape, with at least one dot in the domain. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// Postcodes (spec 1 §5 Postcode and address)

export const POSTCODE_REQUIRED_MESSAGE: string = ruleFormText.postcodeRequired;

const MAINLAND_POSTCODE =
  'GIR ?0AA|[A-PR-UWYZ](?:\\d{1,2}|[A-HK-Y]\\d{1,2}|\\d[A-HJKPS-UW]|[A-HK-Y]\\d[ABEHMNPRV-Y]) ?\\d[ABD-HJLNP-UW-Z]{2}';
/** The overseas territories' single postcodes, as the address service knows them. */
const TERRITORY_POSTCODE = '(?:ASCN|STHL|TDCU|BBND|BIQQ|FIQQ|PCRN|SIQQ|TKCA) ?1ZZ|GX11 ?1AA';
const BFPO_POSTCODE = 'BFPO ?\\d{1,4}';

/** Case-insensitive; the space before the inward code is optional. */
export const UK_POSTCODE_PATTERN = new RegExp(
  `^(?:${MAINLAND_POSTCODE}|${TERRITORY_POSTCODE}|${BFPO_POSTCODE})$`,
  'i',
);

/** Upper-case with a single space before the inward code ('BFPO 1234' for forces mail). */
export function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.startsWith('BFPO')) return `BFPO ${compact.slice(4)}`;
  if (compact.length <= 3) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export function isValidPostcode(value: string): boolean {
  return UK_POSTCODE_PATTERN.test(formatPostcode(value));
}

// Vehicle registration (spec 1 §5 Vehicle, spec 2 §5)

/** 1 to 9 letters, digits or spaces, at least one of them not a space. */
export const REGISTRATION_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{1,9}$/;

export function isValidRegistration(value: string): boolean {
  return REGISTRATION_PATTERN.test(value);
}

/** The form a registration is looked up, stored and compared in (the sandbox uses the same). */
export { normaliseRegistration } from '../../shared/domain';

/** A registration as the customer typed it, tidied for showing: upper case, no surrounding spaces. */
export function displayRegistration(value: string): string {
  return value.trim().toUpperCase();
}

// Bank details (spec 2 §5 Direct Debit)

const compactSortCode = (value: string): string => value.replace(/[\s-]/g, '');

export function isValidSortCode(value: string): boolean {
  const digits = compactSortCode(value);
  return /^\d{6}$/.test(digits) && digits !== '000000';
}

/** 'nn-nn-nn'; a value that is not six digits is returned as it was. */
export function formatSortCode(value: string): string {
  const digits = compactSortCode(value);
  if (!/^\d{6}$/.test(digits)) return value;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

export function isValidAccountNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/** The same name typed two ways: case, accents' letters aside, spacing and digits do not matter. */
export function namesMatch(given: string, typed: string | undefined): boolean {
  const plain = (name: string) =>
    stripDigits(name)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return typed !== undefined && plain(given) !== '' && plain(given) === plain(typed);
}

/** The lines of an address a page or a document writes, in order, the empty ones left out. */
export type AddressLineSource = Partial<
  Record<'line1' | 'line2' | 'line3' | 'line4' | 'city' | 'county' | 'postcode', string | null>
>;

export function addressLines(address: AddressLineSource): string[] {
  return [
    address.line1,
    address.line2,
    address.line3,
    address.line4,
    address.city,
    address.county,
    address.postcode,
  ].filter((line): line is string => line != null && line.trim() !== '');
}
