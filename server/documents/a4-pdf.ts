/**
 * The one layout every document of the sandbox is written in: A4 pages with a fixed margin, text in the
 * standard Helvetica fonts wrapped to the page's width, flowing onto a new page when one is full. Texts the
 * standard fonts cannot encode are drawn as near as they can be (shared/text-fit.ts `encodableText`).
 */
import { PDFDocument, PageSizes, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { encodableText, wrapToWidth } from '../../shared/text-fit';

export const STOREFRONT_NAME = 'DropCover';

const MARGIN = 56;

export interface TextStyle {
  bold?: boolean;
  size: number;
  /** From one line's baseline to the next. */
  lineHeight: number;
}

export interface PageWriter {
  /** The text wrapped to the page's width, one line after another, on as many pages as it takes. */
  text(text: string, style: TextStyle): void;
  /** Blank space before the next line; none is left at the top of a page. */
  space(height: number): void;
}

/** A PDF titled `title` (its metadata), its pages filled by `write`. */
export async function a4Pdf(
  title: string,
  write: (writer: PageWriter) => void,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(STOREFRONT_NAME);
  pdf.setProducer(`${STOREFRONT_NAME} sandbox`);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  write(pageWriter(pdf, { regular, bold }));
  return pdf.save();
}

function pageWriter(pdf: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }): PageWriter {
  let page: PDFPage | undefined;
  /** The baseline of the next line; undefined at the top of a page, where it depends on the line's size. */
  let y: number | undefined;
  const startPage = () => {
    page = pdf.addPage(PageSizes.A4);
    y = undefined;
    return page;
  };
  const line = (text: string, font: PDFFont, style: TextStyle) => {
    const current = !page || (y !== undefined && y < MARGIN) ? startPage() : page;
    const baseline = y ?? current.getHeight() - MARGIN - style.size;
    if (text) current.drawText(text, { x: MARGIN, y: baseline, font, size: style.size });
    y = baseline - style.lineHeight;
  };
  return {
    text(text, style) {
      const font = style.bold ? fonts.bold : fonts.regular;
      const width = (page ?? startPage()).getWidth() - 2 * MARGIN;
      for (const part of wrapToWidth(encodableText(font, text), font, style.size, width)) {
        line(part, font, style);
      }
    },
    space(height) {
      if (y !== undefined) y -= height;
    },
  };
}
