import { isRestartQuoteBusy } from '../../../machines/results/view';
import { TEXT } from '../../../machines/core/catalogue';
import { useJourneySelector } from '../../app/journey/journey-context';
import { BlockingOverlay } from '../../ui/blocking-overlay';
import { ContactDetails } from '../contact/contact-details';
import { JourneyToast } from '../journey-toast';
import { PolicySummaryCard } from '../policy-summary-card';
import { PriceChoices } from '../price-choices';
import { PriceSummary } from '../price-summary';
import { PricingFooter } from '../pricing-footer';
import { QuoteHeader } from '../quote-header';
import { RegistrationForm } from '../registration-form';
import { useResults } from '../use-results';
import { RenewalAndLicenceCheck, RestartOffer, YourDetails } from './restart-offer';
import { YourPremiumCard } from './your-premium-card';
import '../results.css';
import './restart-quote.css';

const text = TEXT.restartQuote;

/**
 * A lapsed or cancelled policy's restart quote (spec 2 §2 Restart quote results screen, Restart offer for a
 * cancelled policy): the 30-day-subscription offer, its premium, the quote's details, how it renews, and the
 * policy holder's details with their consent before Buy Now. It renders the journey's results state.
 */
export default function RestartQuotePage() {
  const view = useResults(new Date());
  const busy = useJourneySelector(isRestartQuoteBusy);
  const { result, payment, quote, option, page, send } = view;
  const outcome = result.underwritingOutcome;
  if (!outcome || !option || !page) return <BlockingOverlay label={TEXT.results.updatingQuote} />;
  const { registrationMissing, registrationError, pageMessage } = page;

  return (
    <div className="results-page restart-quote">
      <QuoteHeader
        firstName={quote.proposerDetails.firstName}
        quoteRef={result.quoteRef}
        insurer={option.insurerName}
        expiryDays={view.expiryDays}
      />
      {pageMessage && (
        <p className="results-alert" role="alert">
          {pageMessage}
        </p>
      )}
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
      {registrationMissing && (
        <RegistrationForm
          serverError={registrationError}
          busy={busy}
          onConfirm={(registration) => send({ type: 'results.updateRegistration', registration })}
        />
      )}
      <YourDetails quote={quote} />
      <PolicySummaryCard
        option={option}
        quote={quote}
        quoteRef={result.quoteRef}
        onChangeCover={() => send({ type: 'results.change' })}
        onChangeVehicle={() => send({ type: 'results.changeVehicle' })}
      />
      <PriceSummary option={option} outcome={outcome} />
      <RenewalAndLicenceCheck />
      <ContactDetails agreeLabel={text.consent} />
      <PricingFooter content={page.footer} />
      <JourneyToast />
      {busy && <BlockingOverlay label={TEXT.results.updatingQuote} />}
    </div>
  );
}
