/**
 * A small top-to-bottom text layout on A4 pages with pdf-lib's standard Helvetica: titles, headings,
 * paragraphs, label-and-value rows and tables, wrapped to the column. Loaded only with the credit documents.
 */
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
// The sandbox's documents fit text the same way; server/ may not import src/, so the rule lives there.
import { encodableText, wrapToWidth } from '../../../shared/text-fit';

const MARGIN = 48;
const FOOTER_SIZE = 7.5;
const BODY_SIZE = 8.5;
const HEADING_SIZE = 10.5;
const TITLE_SIZE = 15;
const LEADING = 1.3;
const ROW_GAP = 2;
const LABEL_SHARE = 0.42;
const GUTTER = 8;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.7, 0.7, 0.7);

/** 'newPage' flows on to a new page; 'fail' keeps a fixed page count and throws rather than overflow. */
export type Overflow = 'newPage' | 'fail';

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  /** Printed at the foot of every page, before the page number. */
  footer: string;
  pageNumber: (page: number, pages: number) => string;
}

/** Lines already wrapped to a column, drawn from its left edge. */
interface Column {
  lines: readonly string[];
  x: number;
  font: PDFFont;
  size: number;
}

export class PdfLayout {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly info: DocumentInfo,
    private readonly overflow: Overflow,
  ) {
    this.page = pdf.addPage(PageSizes.A4);
    this.y = this.top;
  }

  static async create(info: DocumentInfo, overflow: Overflow): Promise<PdfLayout> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(info.title);
    pdf.setAuthor(info.author);
    pdf.setSubject(info.subject);
    pdf.setLanguage('en-GB');
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfLayout(pdf, { regular, bold }, info, overflow);
  }

  private get top(): number {
    return this.page.getHeight() - MARGIN;
  }

  private get bottom(): number {
    return MARGIN + FOOTER_SIZE * 2;
  }

  private get width(): number {
    return this.page.getWidth() - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.pdf.addPage(PageSizes.A4);
    this.y = this.top;
  }

  private makeRoom(height: number): void {
    if (this.y - height >= this.bottom) return;
    if (this.overflow === 'fail') {
      throw new Error(`${this.info.title} does not fit page ${this.pdf.getPageCount()}`);
    }
    this.newPage();
  }

  /** A column of `width` at `x`; each text wrapped on its own, so given lines keep their breaks. */
  private column(
    texts: string | readonly string[],
    at: { x: number; width: number },
    font: PDFFont,
    size = BODY_SIZE,
  ): Column {
    const list = typeof texts === 'string' ? [texts] : texts;
    const lines = list.flatMap((text) =>
      wrapToWidth(encodableText(font, text), font, size, at.width),
    );
    return { lines, x: at.x, font, size };
  }

  private get fullWidth(): { x: number; width: number } {
    return { x: MARGIN, width: this.width };
  }

  /** Columns side by side, as tall as the tallest, kept together on one page. */
  private draw(columns: readonly Column[]): void {
    const lineHeight = Math.max(...columns.map((column) => column.size)) * LEADING;
    const height = Math.max(...columns.map((column) => column.lines.length)) * lineHeight;
    this.makeRoom(height);
    for (const { lines, x, font, size } of columns) {
      lines.forEach((line, index) => {
        if (!line) return;
        const y = this.y - size - index * lineHeight;
        this.page.drawText(line, { x, y, font, size, color: INK });
      });
    }
    this.y -= height;
  }

  gap(points = BODY_SIZE): void {
    this.y -= points;
  }

  title(text: string): void {
    this.draw([this.column(text, this.fullWidth, this.fonts.bold, TITLE_SIZE)]);
    this.gap(4);
  }

  heading(text: string): void {
    this.gap(6);
    this.makeRoom((HEADING_SIZE + BODY_SIZE * 2) * LEADING);
    this.draw([this.column(text, this.fullWidth, this.fonts.bold, HEADING_SIZE)]);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.gap(4);
  }

  paragraph(text: string, options: { bold?: boolean } = {}): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.draw([this.column(text, this.fullWidth, font)]);
    this.gap(ROW_GAP * 2);
  }

  /** Label-and-value rows; a value given as lines keeps its line breaks. */
  rows(rows: readonly (readonly [label: string, value: string | readonly string[]])[]): void {
    const labelWidth = this.width * LABEL_SHARE;
    const label = { x: MARGIN, width: labelWidth - GUTTER };
    const value = { x: MARGIN + labelWidth, width: this.width - labelWidth };
    for (const [labelText, valueText] of rows) {
      this.draw([
        this.column(labelText, label, this.fonts.bold),
        this.column(valueText, value, this.fonts.regular),
      ]);
      this.gap(ROW_GAP);
    }
  }

  /** A table with a bold header row; `shares` split the width between the columns. */
  table(
    header: readonly string[],
    body: readonly (readonly string[])[],
    shares: readonly number[],
  ): void {
    const places = shares.map((share, index) => ({
      x: MARGIN + this.width * shares.slice(0, index).reduce((sum, each) => sum + each, 0),
      width: this.width * share - GUTTER,
    }));
    const row = (cells: readonly string[], font: PDFFont) =>
      this.draw(
        cells.map((text, index) => this.column(text, places[index] ?? this.fullWidth, font)),
      );
    row(header, this.fonts.bold);
    this.gap(ROW_GAP);
    for (const cells of body) row(cells, this.fonts.regular);
    this.gap(ROW_GAP * 2);
  }

  async save(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const text = `${this.info.footer}   ${this.info.pageNumber(index + 1, pages.length)}`;
      page.drawText(encodableText(this.fonts.regular, text), {
        x: MARGIN,
        y: MARGIN - FOOTER_SIZE,
        font: this.fonts.regular,
        size: FOOTER_SIZE,
        color: INK,
      });
    });
    return this.pdf.save();
  }
}
