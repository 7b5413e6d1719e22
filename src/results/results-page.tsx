import { isMobileDevice, regulatedInformationOf } from '../../machines/results/view';
import { brand } from '../app/config/brand';
import { resultsPageText } from '../../machines/results/page-text';
import { PartnerBanner } from '../ui/partner-banner';
import { BlockingOverlay } from '../ui/blocking-overlay';
import { RegulatedInformation } from '../ui/regulated-information';
import { SaveQuoteButton } from '../ui/save-quote-button';
import { ContactDetails } from './contact/contact-details';
import { submitContactDetails } from './contact/contact-form';
import { CoverDetails } from './cover-details';
import { CoverSummary } from './cover-summary';
import { CreditPanel } from './credit/credit-panel';
import { saveContactCard } from './documents/contact-card';
import { JourneyToast } from './journey-toast';
import { NcdProtection } from './ncd-protection';
import { OptionalExtras } from './optional-extras';
import { PriceChoices } from './price-choices';
import { RerateNotice } from './rerate-notice';
import { StatementOfFactDownload } from './statement-of-fact-download';
import { PriceSummary } from './price-summary';
import { PricingFooter } from './pricing-footer';
import { QuoteHeading, RegistrationPrompt } from './quote-sections';
import { useResults } from './use-results';
import './results.css';

const text = resultsPageText;

/**
 * The priced quote (spec 2 §2 to §5): the cover at a glance, how to pay, the credit on offer, the policy's
 * details and the contact details Buy Now saves, with the price and Buy Now kept in reach (issue #26). It
 * renders the journey's results state and sends the customer's choices to it.
 */
export default function ResultsPage() {
  const view = useResults(new Date());
  const { result, payment, quote, option, page, send } = view;
  const outcome = result.underwritingOutcome;
  if (!outcome || !option || !page) return <BlockingOverlay label={text.loading} />;
  const { monthly } = page;
  const changeVehicle = () => send({ type: 'results.changeVehicle' });

  return (
    <>
      <div className="results-page results-page--sided">
        <div className="results-page__intro">
          <PartnerBanner partnerCode={view.partner} />
          <QuoteHeading view={view} option={option} pageMessage={page.pageMessage} />
          <RerateNotice notice={view.rerated} />
        </div>
        <CoverSummary
          cover={page.cover}
          onChangeVehicle={changeVehicle}
          onChangeCover={() => send({ type: 'results.change' })}
        />
        <div className="results-page__details">
          {/* After the cover at a glance, which a phone shows in its first screen (issue #26). */}
          <SaveQuoteButton className="link-button results-page__save" />
          <PriceChoices
            choices={page.choices}
            monthlyCost={page.monthlyCost}
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
          <PriceSummary
            option={option}
            outcome={outcome}
            grouped
            coverDetails={<CoverDetails option={option} quote={quote} />}
          />
          <RegulatedInformation information={regulatedInformationOf(page.regulated, brand)}>
            <StatementOfFactDownload />
          </RegulatedInformation>
          <ContactDetails />
        </div>
        <PricingFooter content={page.footer} onBuyNow={submitContactDetails} />
      </div>
      <JourneyToast />
      {view.updating && <BlockingOverlay label={text.updatingQuote} />}
    </>
  );
}
