import { isRestartQuoteBusy } from '../../../machines/results/view';
import { resultsPageText } from '../../../machines/results/page-text';
import { restartQuoteText } from '../../../machines/results/restart-quote-text';
import { useJourneySelector } from '../../app/journey/journey-context';
import { BlockingOverlay } from '../../ui/blocking-overlay';
import { ContactDetails } from '../contact/contact-details';
import { JourneyToast } from '../journey-toast';
import { OptionalExtras } from '../optional-extras';
import { PriceChoices } from '../price-choices';
import { PricingFooter } from '../pricing-footer';
import { QuoteHeading, QuoteSummary, RegistrationPrompt } from '../quote-sections';
import { useResults } from '../use-results';
import { RenewalAndLicenceCheck, RestartOffer, YourDetails } from './restart-offer';
import { YourPremiumCard } from './your-premium-card';
import '../results.css';
import './restart-quote.css';

const text = restartQuoteText;

/**
 * A lapsed or cancelled policy's restart quote (spec 2 §2 Restart quote results screen, Restart offer for a
 * cancelled policy): the 30-day-subscription offer, its premium, the quote's details, how it renews, and the
 * policy holder's details with their consent before Buy Now; the optional extras a 30-day policy can carry, as
 * on the results page. It renders the journey's results state.
 */
export default function RestartQuotePage() {
  const view = useResults(new Date());
  const busy = useJourneySelector(isRestartQuoteBusy);
  const { result, payment, quote, option, page, send } = view;
  const outcome = result.underwritingOutcome;
  if (!outcome || !option || !page)
    return <BlockingOverlay label={resultsPageText.updatingQuote} />;

  return (
    <div className="results-page restart-quote">
      <QuoteHeading view={view} option={option} pageMessage={page.pageMessage} />
      <div className="restart-quote__offer">
        <RestartOffer />
        <YourPremiumCard option={option} />
      </div>
      <PriceChoices
        choices={page.choices}
        selected={payment.selectedPaymentMethod}
        onSelect={(method) => send({ type: 'results.selectPaymentMethod', method })}
        disabled={busy}
      />
      <p className="restart-quote__card-only">{text.annualOnly}</p>
      <OptionalExtras />
      <RegistrationPrompt view={view} page={page} busy={busy} />
      <YourDetails quote={quote} />
      <QuoteSummary view={view} option={option} outcome={outcome} />
      <RenewalAndLicenceCheck />
      <ContactDetails agreeLabel={text.consent} />
      <PricingFooter content={page.footer} />
      <JourneyToast />
      {busy && <BlockingOverlay label={resultsPageText.updatingQuote} />}
    </div>
  );
}
