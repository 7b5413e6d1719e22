import { format } from 'date-fns';
import { PDFDocument, PageSizes, StandardFonts, type PDFFont } from 'pdf-lib';
import { encodableText, wrapToWidth } from '../../shared/text-fit';

export const STOREFRONT_NAME = 'DropCover';

export interface PolicyDocumentDetails {
  title: string;
  policyReference: string;
  quoteReference: string;
  proposerName: string;
  vehicleRegistration: string;
  coverStart: Date;
  coverEnd: Date;
}

const MARGIN = 56;
const TITLE_SIZE = 18;
const BODY_SIZE = 11;
const LINE_HEIGHT = 18;

// spec 2 §9: dates display as dd/MM/yyyy 'at' HH:mm
const displayDateTime = (date: Date) => format(date, "dd/MM/yyyy 'at' HH:mm");

function documentLines(details: PolicyDocumentDetails): string[] {
  return [
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
  ];
}

/** The policy documents issued at take-up all share this one-page A4 layout. */
export async function policyDocumentPdf(details: PolicyDocumentDetails): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(details.title);
  pdf.setAuthor(STOREFRONT_NAME);
  pdf.setProducer(`${STOREFRONT_NAME} sandbox`);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const page = pdf.addPage(PageSizes.A4);
  const width = page.getWidth() - 2 * MARGIN;
  let y = page.getHeight() - MARGIN - TITLE_SIZE;
  const draw = (text: string, font: PDFFont, size: number) => {
    if (text) page.drawText(text, { x: MARGIN, y, font, size });
    y -= LINE_HEIGHT;
  };

  for (const line of wrapToWidth(encodableText(bold, details.title), bold, TITLE_SIZE, width)) {
    draw(line, bold, TITLE_SIZE);
  }
  y -= LINE_HEIGHT / 2;
  for (const line of documentLines(details)) {
    const fitted = wrapToWidth(encodableText(regular, line), regular, BODY_SIZE, width);
    for (const part of fitted) draw(part, regular, BODY_SIZE);
  }
  return pdf.save();
}
