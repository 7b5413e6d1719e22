/** What text fitting needs of a font; pdf-lib's PDFFont has it. */
export interface FittingFont {
  getCharacterSet(): number[];
  widthOfTextAtSize(text: string, size: number): number;
}

// Letters with no Unicode decomposition to a WinAnsi letter.
const BASE_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
};

const characterSets = new WeakMap<FittingFont, ReadonlySet<number>>();

function characterSetOf(font: FittingFont): ReadonlySet<number> {
  const known = characterSets.get(font);
  if (known) return known;
  const set = new Set(font.getCharacterSet());
  characterSets.set(font, set);
  return set;
}

/**
 * The text with every character the font can draw; the standard PDF fonts draw only WinAnsi, so an accented
 * letter outside it loses its accent and anything else becomes '?', rather than failing the whole document.
 */
export function encodableText(font: FittingFont, text: string): string {
  const supported = characterSetOf(font);
  const fits = (char: string) => supported.has(char.codePointAt(0) ?? 0);
  let out = '';
  for (const char of text.replace(/\s/g, ' ')) {
    if (fits(char)) out += char;
    else {
      const base = BASE_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && Array.from(base).every(fits) ? base : '?';
    }
  }
  return out;
}

/** Lines no wider than `width`, broken between words, and inside a word only when it alone is too wide. */
export function wrapToWidth(
  text: string,
  font: FittingFont,
  size: number,
  width: number,
): string[] {
  const fitsWidth = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fitsWidth(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && !fitsWidth(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
