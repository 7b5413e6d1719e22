import { format } from 'date-fns';
import { STOREFRONT_NAME, a4Pdf } from './a4-pdf';

export { STOREFRONT_NAME } from './a4-pdf';

export interface PolicyDocumentDetails {
  title: string;
  policyReference: string;
  quoteReference: string;
  proposerName: string;
  vehicleRegistration: string;
  coverStart: Date;
  coverEnd: Date;
}

const TITLE = { bold: true, size: 18, lineHeight: 18 } as const;
const BODY = { size: 11, lineHeight: 18 } as const;

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
export function policyDocumentPdf(details: PolicyDocumentDetails): Promise<Uint8Array> {
  return a4Pdf(details.title, (writer) => {
    writer.text(details.title, TITLE);
    writer.space(BODY.lineHeight / 2);
    for (const line of documentLines(details)) writer.text(line, BODY);
  });
}
