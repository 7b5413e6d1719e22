/** UK driving licence numbers: four-part entry, prefill and the strict check (spec 1 §4, §5; spec 2 §5). */
import { lightFormat } from 'date-fns';
import { toKnownDate, type DateInput } from '../core/ages';
import { licenceText } from './form-text';

export const LICENCE_PART_LENGTHS = [5, 6, 3, 2] as const;
export type LicencePartIndex = 0 | 1 | 2 | 3;
export type LicenceParts = [string, string, string, string];

const LICENCE_NUMBER_LENGTH = 16;

/**
 * Surname (5 letters or 9), decade, month, day and year digits, two initials (letters or 9), a digit
 * and two check letters: 16 characters. The spec's "or 3 letters" would make 17 characters, longer
 * than the four parts (5 + 6 + 3 + 2) can hold, so only the 2-letter ending is accepted.
 */
export const LICENCE_NUMBER_PATTERN = /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}$/;

/** Licence type codes P, F, X and 5 (spec 1 §5 Driver). */
export const LICENCE_TYPES_CHECKED = ['P', 'F', 'X', '5'] as const;

/**
 * spec 1 §4 Licence number prefill. The spec's "types 002 to 005" are the original code base's title codes
 * (003 Mr; 002, 004 and 005 the titles of a woman), not licence types: the prefill needs the holder's
 * gender, which only the title says. A title that says it gets a prefix (Mr the male encoding, Mrs, Miss
 * and Ms the female); any other (Dr, Mx, none) gets none. It is built for the licence types the strict
 * check reads (`LICENCE_TYPES_CHECKED`), whose numbers follow the surname and date of birth.
 */
export const PREFILL_TITLE_GENDER: ReadonlyMap<string, 'male' | 'female'> = new Map([
  ['MR', 'male'],
  ['MRS', 'female'],
  ['MISS', 'female'],
  ['MS', 'female'],
]);

/** Whose licence is checked: the proposer's own, or an additional driver's. */
export type LicenceHolderRole = 'proposer' | 'additionalDriver';

const MISMATCH_MESSAGES: Record<LicenceHolderRole, { surname: string; dateOfBirth: string }> = {
  proposer: {
    surname: licenceText.surnameMismatch,
    dateOfBirth: licenceText.dateOfBirthMismatch,
  },
  additionalDriver: {
    surname: licenceText.driverSurnameMismatch,
    dateOfBirth: licenceText.driverDateOfBirthMismatch,
  },
};

export type LicenceNumberProblemKind = 'pattern' | 'surname' | 'dateOfBirth';

export interface LicenceNumberProblem {
  kind: LicenceNumberProblemKind;
  message: string;
}

export interface LicenceHolder {
  surname: string;
  dateOfBirth: DateInput | null | undefined;
  licenceType: string | null | undefined;
}

export interface LicenceNumberCheckInput extends LicenceHolder {
  licenceNumber: string | null | undefined;
  /** Words the mismatch messages for this holder; the proposer when omitted. */
  role?: LicenceHolderRole;
}

const compact = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Characters beyond the sixteenth are dropped; a shorter number fills the first parts. */
export function splitLicenceNumber(full: string): LicenceParts {
  const value = compact(full);
  return [value.slice(0, 5), value.slice(5, 11), value.slice(11, 14), value.slice(14, 16)];
}

export function normaliseLicencePart(value: string, index: LicencePartIndex): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LICENCE_PART_LENGTHS[index]);
}

export function joinLicenceParts([first, second, third, fourth]: Readonly<LicenceParts>): string {
  return [
    normaliseLicencePart(first, 0),
    normaliseLicencePart(second, 1),
    normaliseLicencePart(third, 2),
    normaliseLicencePart(fourth, 3),
  ].join('');
}

/** Accents are dropped (Müller → MULLE) so the comparison follows the letters printed on the licence. */
function surnameCode(surname: string): string {
  const letters = surname
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return letters.slice(0, 5).padEnd(5, '9');
}

/** The month with 5 added to its first digit: how a woman's licence encodes it. */
function femaleMonth(month: string): string {
  return `${Number(month.slice(0, 1)) + 5}${month.slice(1)}`;
}

interface BirthDigits {
  decade: string;
  month: string;
  day: string;
  year: string;
}

function birthDigits(dateOfBirth: Date): BirthDigits {
  const year = lightFormat(dateOfBirth, 'yyyy');
  return {
    decade: year.slice(2, 3),
    month: lightFormat(dateOfBirth, 'MM'),
    day: lightFormat(dateOfBirth, 'dd'),
    year: year.slice(3, 4),
  };
}

/** Whose licence number is prefilled: the holder and the title that says their gender (spec 1 §4). */
export interface LicencePrefillHolder extends LicenceHolder {
  title: string | null | undefined;
}

/** spec 1 §4 Licence number prefill: the first 11 characters, or null when title or type gives none. */
export function buildLicenceNumberPrefix({
  surname,
  dateOfBirth,
  title,
  licenceType,
}: LicencePrefillHolder): string | null {
  if (!isLicenceTypeChecked(licenceType)) return null;
  const gender = PREFILL_TITLE_GENDER.get(title ?? '');
  if (gender === undefined) return null;
  const birth = toKnownDate(dateOfBirth);
  if (birth === null) return null;
  const digits = birthDigits(birth);
  const month = gender === 'male' ? digits.month : femaleMonth(digits.month);
  return `${surnameCode(surname)}${digits.decade}${month}${digits.day}${digits.year}`;
}

const EMPTY_PARTS: LicenceParts = ['', '', '', ''];

const sameParts = (a: Readonly<LicenceParts>, b: Readonly<LicenceParts>): boolean =>
  a.every((part, index) => part === b[index]);

/**
 * spec 1 §4 Licence number prefill, as a form applies it: the parts to show for `holder`, or null to leave
 * `current` as it is. Only empty parts take a prefix, or the parts the last prefill gave while nobody
 * changed them (a new licence type or birth date then gives its own prefix, or none). What the customer
 * typed, or cleared after a prefill, is never written over.
 */
export function prefilledLicenceParts(
  current: Readonly<LicenceParts>,
  holder: LicencePrefillHolder,
  lastPrefill: Readonly<LicenceParts> | null,
): LicenceParts | null {
  const untouched =
    lastPrefill === null ? sameParts(current, EMPTY_PARTS) : sameParts(current, lastPrefill);
  if (!untouched) return null;
  const prefix = buildLicenceNumberPrefix(holder);
  const next = prefix === null ? EMPTY_PARTS : splitLicenceNumber(prefix);
  return sameParts(next, current) ? null : [...next];
}

export function isLicenceTypeChecked(licenceType: string | null | undefined): boolean {
  return LICENCE_TYPES_CHECKED.some((type) => type === licenceType);
}

/** spec 1 §5, spec 2 §5: asked for when the aggregator requires it or the licence type does. */
export function isLicenceNumberRequired({
  aggregatorRequires,
  licenceType,
}: {
  aggregatorRequires: boolean;
  licenceType: string | null | undefined;
}): boolean {
  return aggregatorRequires || isLicenceTypeChecked(licenceType);
}

function matchesDateOfBirth(licenceNumber: string, dateOfBirth: Date): boolean {
  const digits = birthDigits(dateOfBirth);
  const month = licenceNumber.slice(6, 8);
  return (
    licenceNumber.slice(5, 6) === digits.decade &&
    (month === digits.month || month === femaleMonth(digits.month)) &&
    licenceNumber.slice(8, 10) === digits.day &&
    licenceNumber.slice(10, 11) === digits.year
  );
}

const problem = (kind: LicenceNumberProblemKind, message: string): LicenceNumberProblem => ({
  kind,
  message,
});

/**
 * spec 1 §5 Driver, spec 2 §5 Contact form: the strict check, run once 16 characters are entered
 * (a longer value can only come from outside the four parts and is reported as invalid). The date
 * of birth part is skipped while the date of birth is unknown.
 */
export function checkLicenceNumber({
  licenceNumber,
  surname,
  dateOfBirth,
  licenceType,
  role = 'proposer',
}: LicenceNumberCheckInput): LicenceNumberProblem | null {
  if (!isLicenceTypeChecked(licenceType)) return null;
  const messages = MISMATCH_MESSAGES[role];
  const value = compact(licenceNumber ?? '');
  if (value.length < LICENCE_NUMBER_LENGTH) return null;
  if (!LICENCE_NUMBER_PATTERN.test(value)) {
    return problem('pattern', licenceText.invalid);
  }
  if (value.slice(0, 5) !== surnameCode(surname)) {
    return problem('surname', messages.surname);
  }
  const birth = toKnownDate(dateOfBirth);
  if (birth !== null && !matchesDateOfBirth(value, birth)) {
    return problem('dateOfBirth', messages.dateOfBirth);
  }
  return null;
}
