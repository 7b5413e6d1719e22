import { creditText } from '../../../machines/results/credit-text';
import { saveFile } from './download';
import { lenderContact, type LenderContact } from './lender';

/** spec 2 §2 Premium-finance credit panel: the contact card's file name. */
export const CONTACT_CARD_FILE_NAME = 'contact.vcf';
export const CONTACT_CARD_TYPE = 'text/vcard';

/** A vCard 3.0 text value: backslash, comma, semicolon and line breaks escaped (RFC 2426 §4). */
const escapeValue = (value: string) =>
  value.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

const FOLD_AT = 75;

/** Long content lines fold onto continuation lines that start with a space (RFC 2425 §5.8.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > FOLD_AT) {
    parts.push(rest.slice(0, FOLD_AT));
    rest = ` ${rest.slice(FOLD_AT)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

/** The lender's contact card, naming the broker too. */
export function contactCard(contact: LenderContact = lenderContact): string {
  const { street, town, postcode, country } = contact.address;
  const adr = ['', '', street.join(', '), town, '', postcode, country].map(escapeValue).join(';');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeValue(contact.lender)};;;;`,
    `FN:${escapeValue(contact.lender)}`,
    `ORG:${escapeValue(contact.lender)}`,
    `TEL;TYPE=WORK,VOICE:${escapeValue(contact.phone)}`,
    `EMAIL;TYPE=INTERNET,WORK:${escapeValue(contact.email)}`,
    `ADR;TYPE=WORK:${adr}`,
    `NOTE:${escapeValue(`${creditText.panel.keyFeatures.broker}: ${contact.broker}`)}`,
    'END:VCARD',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Saves the contact card as contact.vcf (offered on mobile devices only, see machines/results/device.ts). */
export function saveContactCard(): void {
  saveFile(
    new Blob([contactCard()], { type: CONTACT_CARD_TYPE }),
    CONTACT_CARD_FILE_NAME,
    CONTACT_CARD_TYPE,
  );
}
