import { isMobileDevice } from '../../machines/results/view';
import { TEXT } from '../../machines/core/catalogue';
import { PartnerBanner } from '../ui/partner-banner';
import { BlockingOverlay } from '../ui/blocking-overlay';
import { ContactDetails } from './contact/contact-details';
import { CreditPanel } from './credit/credit-panel';
import { saveContactCard } from './documents/contact-card';
import { JourneyToast } from './journey-toast';
import { NcdProtection } from './ncd-protection';
import { OptionalExtras } from './optional-extras';
import { PriceChoices } from './price-choices';
import { PricingFooter } from './pricing-footer';
import { QuoteHeading, QuoteSummary, RegistrationPrompt } from './quote-sections';
import { useResults } from './use-results';
import './results.css';

const text = TEXT.results;

/**
 * The priced quote (spec 2 §2 to §5): how to pay, the credit on offer, the policy summary and the contact
 * details Buy Now saves. It renders the journey's results state and sends the customer's choices to it.
 */
export default function ResultsPage() {
  const view = useResults(new Date());
  const { result, payment, quote, option, page, send } = view;
  const outcome = result.underwritingOutcome;
  if (!outcome || !option || !page) return <BlockingOverlay label={text.loading} />;
  const { monthly } = page;

  return (
    <div className="results-page">
      <PartnerBanner partnerCode={view.partner} />
      <QuoteHeading view={view} option={option} pageMessage={page.pageMessage} />
      <PriceChoices
        choices={page.choices}
        selected={payment.selectedPaymentMethod}
        onSelect={(method) => send({ type: 'results.selectPaymentMethod', method })}
        disabled={view.updating || view.updatingNcd}
      />
      {page.offersNcdProtection && (
        <NcdProtection
          protect={quote.coverDetails.protectNoClaimsDiscount}
          updating={view.updatingNcd}
          onChange={(protect) => send({ type: 'results.toggleNcdProtection', protect })}
        />
      )}
      <OptionalExtras />
      {view.creditPanel && monthly && (
        <CreditPanel
          option={monthly}
          isMobileDevice={isMobileDevice(navigator.userAgent)}
          onSaveContactDetails={saveContactCard}
        />
      )}
      <RegistrationPrompt view={view} page={page} busy={view.updating} />
      <QuoteSummary view={view} option={option} outcome={outcome} />
      <ContactDetails />
      <PricingFooter content={page.footer} />
      <JourneyToast />
      {view.updating && <BlockingOverlay label={text.updatingQuote} />}
    </div>
  );
}
