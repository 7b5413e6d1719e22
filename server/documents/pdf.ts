import { format } from 'date-fns';

export const STOREFRONT_NAME = 'DropCover';

export interface PdfPage {
  title: string;
  lines: readonly string[];
}

export interface PolicyDocumentDetails {
  title: string;
  policyReference: string;
  quoteReference: string;
  proposerName: string;
  vehicleRegistration: string;
  coverStart: Date;
  coverEnd: Date;
}

// A4 in points.
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 18;
const MAX_LINE_CHARS = 90;

// spec 2 §9: dates display as dd/MM/yyyy 'at' HH:mm
const displayDateTime = (date: Date) => format(date, "dd/MM/yyyy 'at' HH:mm");

/** The policy documents issued at take-up all share this one-page layout. */
export function policyDocumentPdf(details: PolicyDocumentDetails): Buffer {
  return writePdf({
    title: details.title,
    lines: [
      `${STOREFRONT_NAME} hire and reward motor insurance`,
      '',
      `Policy reference: ${details.policyReference}`,
      `Quote reference: ${details.quoteReference}`,
      `Policyholder: ${details.proposerName}`,
      `Vehicle registration: ${details.vehicleRegistration}`,
      `Cover starts: ${displayDateTime(details.coverStart)}`,
      `Cover ends: ${displayDateTime(details.coverEnd)}`,
      '',
      `This is a sandbox document issued by ${STOREFRONT_NAME}; it is not a contract of insurance.`,
    ],
  });
}

/** A single-page PDF 1.4 of text lines in Helvetica (WinAnsi encoding), with an exact cross-reference table. */
export function writePdf(page: PdfPage): Buffer {
  const content = contentStream(page);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(page.title)} /Producer ${pdfString(`${STOREFRONT_NAME} sandbox`)} >>`,
  ];
  // Every character is below U+0100, so string length equals latin1 byte length.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  const size = objects.length + 1;
  body += `xref\n0 ${size}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${size} /Root 1 0 R /Info ${size - 1} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function contentStream(page: PdfPage): string {
  const top = PAGE_HEIGHT - MARGIN;
  const lines = page.lines.flatMap(wrap);
  return [
    'BT',
    `/F2 18 Tf ${MARGIN} ${top} Td ${pdfString(page.title)} Tj`,
    `/F1 11 Tf ${LINE_HEIGHT} TL 0 -${LINE_HEIGHT} Td`,
    ...lines.map((line) => `T* ${pdfString(line)} Tj`),
    'ET',
  ].join('\n');
}

function wrap(line: string): string[] {
  if (line.length <= MAX_LINE_CHARS) return [line];
  const cut = line.lastIndexOf(' ', MAX_LINE_CHARS);
  const at = cut > 0 ? cut : MAX_LINE_CHARS;
  return [line.slice(0, at), ...wrap(line.slice(at).trimStart())];
}

/** A literal string; characters outside printable ASCII become octal escapes (WinAnsi), or '?' when unmappable. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = winAnsiCode(char);
    if (code === undefined) out += '?';
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `(${out})`;
}

const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '\u20ac': 0x80,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2013': 0x96,
  '\u2014': 0x97,
};

function winAnsiCode(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRAS[char];
}
