import { describe, expect, it } from 'vitest';
import { UNSET_DATE } from '../core/state';
import {
  LICENCE_NUMBER_PATTERN,
  LICENCE_TYPES_CHECKED,
  buildLicenceNumberPrefix,
  checkLicenceNumber,
  isLicenceNumberRequired,
  joinLicenceParts,
  normaliseLicencePart,
  prefilledLicenceParts,
  splitLicenceNumber,
  type LicenceNumberCheckInput,
} from './licence-number';
import { formText } from './form-text';

const aDriver = (overrides: Partial<LicenceNumberCheckInput> = {}): LicenceNumberCheckInput => ({
  licenceNumber: 'DRIVE905140SA9AB',
  surname: 'Drive',
  dateOfBirth: '1990-05-14',
  licenceType: 'F',
  ...overrides,
});

describe('licence number parts (spec 1 §3)', () => {
  it('splits a full number into its four parts', () => {
    expect(splitLicenceNumber('DRIVE905140SA9AB')).toEqual(['DRIVE', '905140', 'SA9', 'AB']);
  });

  it('upper-cases and removes spaces before splitting', () => {
    expect(splitLicenceNumber(' drive 905140 sa9 ab ')).toEqual(['DRIVE', '905140', 'SA9', 'AB']);
  });

  it('fills the first parts from a shorter number', () => {
    expect(splitLicenceNumber('drive9051')).toEqual(['DRIVE', '9051', '', '']);
    expect(splitLicenceNumber('')).toEqual(['', '', '', '']);
  });

  it('drops characters beyond the sixteenth', () => {
    expect(splitLicenceNumber('DRIVE905140SA9AB12')).toEqual(['DRIVE', '905140', 'SA9', 'AB']);
  });

  it.each([
    ['dr-i ve9', 0, 'DRIVE'],
    ['9051401', 1, '905140'],
    ['s.a9x', 2, 'SA9'],
    ['a', 3, 'A'],
    ['ab!c', 3, 'AB'],
  ] as const)('normalises part %j at index %i to %j', (value, index, expected) => {
    expect(normaliseLicencePart(value, index)).toBe(expected);
  });

  it('joins normalised parts into one number and round-trips a split', () => {
    expect(joinLicenceParts(['drive', '905140', 'sa9', 'ab'])).toBe('DRIVE905140SA9AB');
    expect(joinLicenceParts(splitLicenceNumber('DRIVE905140SA9AB'))).toBe('DRIVE905140SA9AB');
  });
});

describe('licence number prefill (spec 1 §4)', () => {
  const smith = { surname: 'Smith', dateOfBirth: '1985-07-09', licenceType: 'F' };

  it('builds the male encoding for Mr (the original title code 003)', () => {
    expect(buildLicenceNumberPrefix({ ...smith, title: 'MR' })).toBe('SMITH807095');
  });

  it.each(['MRS', 'MISS', 'MS'])('adds 5 to the first month digit for %s', (title) => {
    expect(buildLicenceNumberPrefix({ ...smith, title })).toBe('SMITH857095');
  });

  it.each(['F', 'P', 'X', '5'])(
    'prefills licence type %s, the types the strict check reads',
    (licenceType) => {
      expect(buildLicenceNumberPrefix({ ...smith, title: 'MR', licenceType })).toBe('SMITH807095');
    },
  );

  it('encodes a November birth as 61 for a woman', () => {
    expect(buildLicenceNumberPrefix({ ...smith, title: 'MRS', dateOfBirth: '1985-11-09' })).toBe(
      'SMITH861095',
    );
  });

  it('pads a short surname with 9 and uses the decade and year digits of a 2000s birth', () => {
    expect(
      buildLicenceNumberPrefix({
        surname: 'Li',
        dateOfBirth: '2003-12-31',
        title: 'MR',
        licenceType: 'F',
      }),
    ).toBe('LI999012313');
  });

  it('takes only the letters of the surname', () => {
    expect(
      buildLicenceNumberPrefix({
        surname: "o'neil-smith",
        dateOfBirth: new Date(1972, 0, 2),
        title: 'MR',
        licenceType: 'P',
      }),
    ).toBe('ONEIL701022');
  });

  it.each([['DR'], ['MX'], ['PROF'], [''], [null]])(
    'gives no prefix for title %j, which does not say whether to add 5',
    (title) => {
      expect(buildLicenceNumberPrefix({ ...smith, title })).toBeNull();
    },
  );

  it.each([['E'], ['H'], ['N'], ['Z'], ['003'], [null]])(
    'gives no prefix for licence type %j',
    (licenceType) => {
      expect(buildLicenceNumberPrefix({ ...smith, title: 'MR', licenceType })).toBeNull();
    },
  );

  it('gives no prefix while the date of birth is unset', () => {
    expect(buildLicenceNumberPrefix({ ...smith, title: 'MR', dateOfBirth: UNSET_DATE })).toBeNull();
  });
});

describe('licence number prefill in a form (spec 1 §4)', () => {
  const sam = { surname: 'Carter', dateOfBirth: '1991-09-03', title: 'MR', licenceType: 'F' };
  const empty = ['', '', '', ''] as const;

  it('fills empty parts with the prefix', () => {
    expect(prefilledLicenceParts(empty, sam, null)).toEqual(['CARTE', '909031', '', '']);
  });

  it('leaves parts the customer typed in', () => {
    expect(prefilledLicenceParts(['', '', 'SJ9', ''], sam, null)).toBeNull();
    expect(
      prefilledLicenceParts(['CARTE', '909031', 'S', ''], sam, ['CARTE', '909031', '', '']),
    ).toBeNull();
  });

  it('does not fill again parts the customer cleared after a prefill', () => {
    expect(prefilledLicenceParts(empty, sam, ['CARTE', '909031', '', ''])).toBeNull();
  });

  it('follows the holder while the prefilled parts are untouched', () => {
    const last = ['CARTE', '909031', '', ''] as const;
    expect(prefilledLicenceParts(last, { ...sam, title: 'MRS' }, last)).toEqual([
      'CARTE',
      '959031',
      '',
      '',
    ]);
    expect(prefilledLicenceParts(last, { ...sam, licenceType: 'E' }, last)).toEqual(empty);
    expect(prefilledLicenceParts(last, sam, last)).toBeNull();
  });

  it('gives nothing for a type without a prefix', () => {
    expect(prefilledLicenceParts(empty, { ...sam, licenceType: 'E' }, null)).toBeNull();
  });
});

describe('licence number pattern (spec 1 §5)', () => {
  it.each(['DRIVE905140SA9AB', 'LI999905140SA9AB', 'JONES861095J99XY', 'SMITH807095999QQ'])(
    'accepts %s',
    (value) => {
      expect(LICENCE_NUMBER_PATTERN.test(value)).toBe(true);
    },
  );

  it.each([
    ['lower case', 'drive905140sa9ab'],
    ['15 characters', 'DRIVE905140SA9A'],
    ['17 characters with a 3-letter ending', 'DRIVE905140SA9ABC'],
    ['a digit in the surname part', 'DR1VE905140SA9AB'],
    ['a letter in the date part', 'DRIVE9O5140SA9AB'],
    ['a digit other than 9 in the initials', 'DRIVE905140S19AB'],
    ['a letter where the digit goes', 'DRIVE905140SAXAB'],
    ['a digit in the check letters', 'DRIVE905140SA9A1'],
  ])('rejects %s', (_label, value) => {
    expect(LICENCE_NUMBER_PATTERN.test(value)).toBe(false);
  });
});

describe('checkLicenceNumber (spec 1 §5, spec 2 §5)', () => {
  it('accepts a number that matches the surname and date of birth', () => {
    expect(checkLicenceNumber(aDriver())).toBeNull();
  });

  it('accepts the female month encoding', () => {
    expect(checkLicenceNumber(aDriver({ licenceNumber: 'DRIVE955140SA9AB' }))).toBeNull();
  });

  it('accepts lower case and spaces', () => {
    expect(checkLicenceNumber(aDriver({ licenceNumber: 'drive 905140 sa9 ab' }))).toBeNull();
  });

  it.each(LICENCE_TYPES_CHECKED)('checks licence type %s', (licenceType) => {
    expect(checkLicenceNumber(aDriver({ licenceType, surname: 'Smith' }))?.kind).toBe('surname');
  });

  it.each([['E'], ['H'], ['N'], ['Z'], [null], [undefined]])(
    'does not check licence type %j',
    (licenceType) => {
      expect(checkLicenceNumber(aDriver({ licenceType, licenceNumber: '1234567890ABCDEF' }))).toBe(
        null,
      );
    },
  );

  it('waits until 16 characters are entered', () => {
    expect(checkLicenceNumber(aDriver({ licenceNumber: 'SMITH905140SA9A' }))).toBeNull();
    expect(checkLicenceNumber(aDriver({ licenceNumber: '' }))).toBeNull();
    expect(checkLicenceNumber(aDriver({ licenceNumber: null }))).toBeNull();
  });

  it('reports a 16-character number of the wrong shape', () => {
    expect(checkLicenceNumber(aDriver({ licenceNumber: 'DRIVE905140SAXAB' }))).toEqual({
      kind: 'pattern',
      message: formText.licence.invalid,
    });
  });

  it('reports a number longer than 16 characters as invalid', () => {
    expect(checkLicenceNumber(aDriver({ licenceNumber: 'DRIVE905140SA9ABC' }))?.kind).toBe(
      'pattern',
    );
  });

  it('reports a surname mismatch', () => {
    expect(checkLicenceNumber(aDriver({ surname: 'Smith' }))).toEqual({
      kind: 'surname',
      message: formText.licence.surnameMismatch,
    });
  });

  it('compares a short surname padded with 9s', () => {
    const li = aDriver({ surname: 'Li', licenceNumber: 'LI999905140SA9AB' });
    expect(checkLicenceNumber(li)).toBeNull();
    expect(checkLicenceNumber({ ...li, licenceNumber: 'LIAAA905140SA9AB' })?.kind).toBe('surname');
  });

  it('ignores case, punctuation and accents in the surname', () => {
    expect(
      checkLicenceNumber(aDriver({ surname: "o'brien-jones", licenceNumber: 'OBRIE905140SA9AB' })),
    ).toBeNull();
    expect(
      checkLicenceNumber(aDriver({ surname: 'Müller', licenceNumber: 'MULLE905140SA9AB' })),
    ).toBeNull();
  });

  it.each([
    ['the day', '1990-05-15'],
    ['the month', '1990-06-14'],
    ['the year digit', '1991-05-14'],
    ['the decade digit', '1980-05-14'],
  ])('reports a date of birth that differs in %s', (_label, dateOfBirth) => {
    expect(checkLicenceNumber(aDriver({ dateOfBirth }))).toEqual({
      kind: 'dateOfBirth',
      message: formText.licence.dateOfBirthMismatch,
    });
  });

  it('accepts a November birth encoded as 11 or 61 but not 16', () => {
    const november = aDriver({ dateOfBirth: '1990-11-14' });
    expect(checkLicenceNumber({ ...november, licenceNumber: 'DRIVE911140SA9AB' })).toBeNull();
    expect(checkLicenceNumber({ ...november, licenceNumber: 'DRIVE961140SA9AB' })).toBeNull();
    expect(checkLicenceNumber({ ...november, licenceNumber: 'DRIVE916140SA9AB' })?.kind).toBe(
      'dateOfBirth',
    );
  });

  it('accepts a leap-day birth', () => {
    expect(
      checkLicenceNumber(
        aDriver({ surname: 'Leapy', dateOfBirth: '2000-02-29', licenceNumber: 'LEAPY002290AB9CD' }),
      ),
    ).toBeNull();
  });

  it('accepts a Date for the date of birth', () => {
    expect(checkLicenceNumber(aDriver({ dateOfBirth: new Date(1990, 4, 14) }))).toBeNull();
  });

  it('checks the surname but not the date of birth while the date of birth is unset', () => {
    expect(checkLicenceNumber(aDriver({ dateOfBirth: UNSET_DATE }))).toBeNull();
    expect(checkLicenceNumber(aDriver({ dateOfBirth: UNSET_DATE, surname: 'Smith' }))?.kind).toBe(
      'surname',
    );
  });
});

describe('isLicenceNumberRequired (spec 2 §5 Contact form)', () => {
  it.each([
    [true, 'E', true],
    [true, null, true],
    [false, 'P', true],
    [false, 'F', true],
    [false, 'X', true],
    [false, '5', true],
    [false, 'E', false],
    [false, 'Z', false],
    [false, null, false],
  ] as const)(
    'aggregator requires %s, licence type %j: required %s',
    (aggregatorRequires, licenceType, expected) => {
      expect(isLicenceNumberRequired({ aggregatorRequires, licenceType })).toBe(expected);
    },
  );
});
