import { brand } from '../../app/config/brand';
import { creditFigures, formatGbp, type CreditFigures } from '../../../machines/results';
import type { PaymentCollectionOption } from '../../../machines/core/contract';
import { creditText } from '../../../machines/results/credit-text';

/** A Direct Debit option's figures, and those of its amounts the customer reads, formatted once. */
export interface CreditWording {
  figures: CreditFigures;
  /** An unequal first instalment: 1 first payment plus the standard ones (spec 2 §9). */
  hasUnequalFirst: boolean;
  amountOfCredit: string;
  deposit: string;
  firstInstalment: string;
  monthlyPayment: string;
  totalPremium: string;
  interest: string;
  apr: string;
  lender: string;
  broker: string;
}

export function creditWording(option: PaymentCollectionOption): CreditWording {
  const figures = creditFigures(option);
  return {
    figures,
    hasUnequalFirst: figures.standardCount < figures.instalmentCount,
    amountOfCredit: formatGbp(figures.amountOfCredit),
    deposit: formatGbp(figures.deposit),
    firstInstalment: formatGbp(figures.firstInstalment),
    monthlyPayment: formatGbp(figures.standardInstalment),
    totalPremium: formatGbp(figures.totalPayable),
    interest: formatGbp(figures.interest),
    apr: creditText.percent(figures.apr),
    lender: creditText.lender(brand.storefrontName),
    broker: brand.storefrontName,
  };
}
