import { describe, expect, it } from 'vitest';
import { encodableText, wrapToWidth, type FittingFont } from './text-fit';

/** Every character one unit wide at size 1; draws printable ASCII, '£' and 'é' only. */
const font: FittingFont = {
  getCharacterSet: () => [...Array.from({ length: 95 }, (_, index) => 0x20 + index), 0xa3, 0xe9],
  widthOfTextAtSize: (text, size) => Array.from(text).length * size,
};

describe('encodableText', () => {
  it.each([
    ['£25 fee', '£25 fee'],
    ['José', 'José'],
    ['Wiśniewski', 'Wisniewski'],
    ['Łukasz Đorđević', 'Lukasz Dordevic'],
    ['snow ☃ man', 'snow ? man'],
    ['tab\there', 'tab here'],
  ])('draws %j as %j', (text, expected) => {
    expect(encodableText(font, text)).toBe(expected);
  });
});

describe('wrapToWidth', () => {
  it('keeps a line that fits', () => {
    expect(wrapToWidth('one two', font, 1, 7)).toEqual(['one two']);
  });

  it('breaks between words', () => {
    expect(wrapToWidth('one two three four', font, 1, 9)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks inside a word only when it alone is too wide', () => {
    expect(wrapToWidth('a abcdefghij b', font, 1, 4)).toEqual(['a', 'abcd', 'efgh', 'ij b']);
  });

  it('gives one empty line for empty text', () => {
    expect(wrapToWidth('', font, 1, 10)).toEqual(['']);
  });

  it('measures at the given size', () => {
    expect(wrapToWidth('ab cd', font, 2, 8)).toEqual(['ab', 'cd']);
  });
});
