import { useId } from 'react';
import type { PaymentCollectionOption } from '../../../machines/core/contract';
import { creditText } from '../../../machines/results/credit-text';
import { PaymentBreakdown, ImportantInformation } from './credit-breakdown';
import { CreditSection } from './credit-section';
import {
  AdditionalInformation,
  CreditContact,
  CreditCosts,
  CreditFaqs,
  KeyFeatures,
  LegalAspects,
} from './credit-sections';
import { creditWording } from './credit-wording';
import { SecurePaymentBanner } from './payment-brands';
import './credit.css';

export interface CreditPanelProps {
  /** The quote's DIRECT_DEBIT collection option. */
  option: PaymentCollectionOption;
  /** Android, iPhone, iPad or iPod: the contact card can be saved. */
  isMobileDevice: boolean;
  /** Saves the lender's contact card (contact.vcf). */
  onSaveContactDetails: () => void;
}

/**
 * spec 2 §2 Premium-finance credit panel: what the monthly option costs and the terms of its loan. Whether it
 * is shown at all (an adult, an underwritten option, a Direct Debit option) is the results page's decision.
 */
export function CreditPanel({ option, isMobileDevice, onSaveContactDetails }: CreditPanelProps) {
  const titleId = useId();
  const wording = creditWording(option);
  const sections = creditText.panel.sections;
  return (
    <section className="credit-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="credit-panel__title">
        {creditText.panel.title}
      </h2>
      <div className="credit-panel__summary">
        <ImportantInformation wording={wording} />
        <PaymentBreakdown wording={wording} />
      </div>
      <div className="credit-panel__sections">
        <CreditSection title={sections.keyFeatures}>
          <KeyFeatures wording={wording} />
        </CreditSection>
        <CreditSection title={sections.costs}>
          <CreditCosts wording={wording} />
        </CreditSection>
        <CreditSection title={sections.legal}>
          <LegalAspects />
        </CreditSection>
        <CreditSection title={sections.additional}>
          <AdditionalInformation />
        </CreditSection>
        <CreditSection title={sections.faqs}>
          <CreditFaqs wording={wording} />
        </CreditSection>
        <CreditSection title={sections.contact}>
          <CreditContact
            wording={wording}
            isMobileDevice={isMobileDevice}
            onSaveContactDetails={onSaveContactDetails}
          />
        </CreditSection>
      </div>
      <SecurePaymentBanner />
    </section>
  );
}
