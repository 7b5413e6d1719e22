import { creditText } from '../../../machines/results/credit-text';
import { brand } from '../../app/config/brand';

/** Who the credit documents and the contact card name: the lender, and the broker that introduces it. */
export interface LenderContact {
  lender: string;
  broker: string;
  phone: string;
  email: string;
  address: { street: readonly string[]; town: string; postcode: string; country: string };
}

// The sandbox lender's own address and mailbox; the phone is the brand's support line.
export const lenderContact: LenderContact = {
  lender: creditText.lender(brand.storefrontName),
  broker: brand.storefrontName,
  phone: brand.supportPhone,
  email: 'finance@dropcover.example',
  address: {
    street: ['Example House', '1 Courier Way'],
    town: 'Northampton',
    postcode: 'NN4 0ZZ',
    country: 'United Kingdom',
  },
};

export function addressLines({ address }: LenderContact = lenderContact): string[] {
  return [...address.street, address.town, address.postcode];
}
