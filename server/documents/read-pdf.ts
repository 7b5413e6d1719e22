/**
 * Reads back a generated PDF for tests: its metadata through pdf-lib, and the text each page shows from its
 * content streams, inflated with node:zlib and decoded from the WinAnsi strings the standard fonts draw.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

export interface PdfReading {
  pageCount: number;
  title: string | undefined;
  pageSizes: { width: number; height: number }[];
  /** Each page's shown strings, one entry a text-showing operator, in drawing order. */
  pages: string[][];
}

/**
 * WinAnsi's bytes 0x80 to 0x9F (€, ’, …, the dashes and curly quotes); the rest is Latin-1. Node's
 * TextDecoder takes 'windows-1252' for Latin-1 and would read these as control characters.
 */
const WIN_ANSI_HIGH =
  '\u20AC\uFFFD\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\uFFFD\u017D\uFFFD' +
  '\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\uFFFD\u017E\u0178';

const winAnsi = {
  decode: (bytes: Uint8Array) =>
    Array.from(bytes, (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (WIN_ANSI_HIGH[byte - 0x80] ?? '') : String.fromCharCode(byte),
    ).join(''),
};

function contentStreamsOf(page: PDFPage): PDFRawStream[] {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs.map((ref) => {
    const stream = page.doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) throw new Error('A page content is not a stream');
    return stream;
  });
}

function decodeStream(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes =
    filter === undefined
      ? stream.contents
      : filter === PDFName.of('FlateDecode')
        ? inflateSync(stream.contents)
        : undefined;
  if (!bytes) throw new Error(`Unexpected content stream filter ${String(filter)}`);
  return new TextDecoder('latin1').decode(bytes);
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/[0-9a-f]{2}/gi) ?? [], (pair) => parseInt(pair, 16));
}

const literalEscapes: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t' };

function literalText(body: string): string {
  return body.replace(/\\([0-7]{1,3}|.)/g, (_match, escaped: string) =>
    /^[0-7]/.test(escaped)
      ? String.fromCharCode(parseInt(escaped, 8))
      : (literalEscapes[escaped] ?? escaped),
  );
}

/** The strings shown by Tj operators, hexadecimal or literal. */
function shownStrings(content: string): string[] {
  const shown = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
  return [...content.matchAll(shown)].map(([, hex, literal]) =>
    hex === undefined ? literalText(literal ?? '') : winAnsi.decode(hexBytes(hex)),
  );
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = pdf
    .getPages()
    .map((page) => contentStreamsOf(page).flatMap((stream) => shownStrings(decodeStream(stream))));
  return {
    pageCount: pdf.getPageCount(),
    title: pdf.getTitle(),
    pageSizes: pdf.getPages().map((page) => page.getSize()),
    pages,
  };
}
