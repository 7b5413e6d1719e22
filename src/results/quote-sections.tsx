import type { UnderwrittenOption, UnderwritingOutcome } from '../../machines/core/contract';
import type { resultsPageOf } from '../../machines/results/view';
import { PolicySummaryCard } from './policy-summary-card';
import { PriceSummary } from './price-summary';
import { QuoteHeader } from './quote-header';
import { RegistrationForm } from './registration-form';
import type { ResultsView } from './use-results';

type ResultsPageModel = ReturnType<typeof resultsPageOf>;

interface QuoteSectionProps {
  view: ResultsView;
  option: UnderwrittenOption;
}

/** spec 2 §2: the quote's heading and the results' message, where both results pages open. */
export function QuoteHeading({
  view,
  option,
  pageMessage,
}: QuoteSectionProps & { pageMessage: string | null }) {
  return (
    <>
      <QuoteHeader
        firstName={view.quote.proposerDetails.firstName}
        quoteRef={view.result.quoteRef}
        insurer={option.insurerName}
        expiryDays={view.expiryDays}
      />
      {pageMessage && (
        <p className="results-alert" role="alert">
          {pageMessage}
        </p>
      )}
    </>
  );
}

/** spec 2 §2: a quote without a registration asks for it before Buy Now; the form waits while the page is busy. */
export function RegistrationPrompt({
  view,
  page,
  busy,
}: {
  view: ResultsView;
  page: ResultsPageModel;
  busy: boolean;
}) {
  if (!page.registrationMissing) return null;
  return (
    <RegistrationForm
      serverError={page.registrationError}
      busy={busy}
      onConfirm={(registration) => view.send({ type: 'results.updateRegistration', registration })}
    />
  );
}

/** spec 2 §2, §9: the policy's summary with its change links, then the price's summary. */
export function QuoteSummary({
  view,
  option,
  outcome,
}: QuoteSectionProps & { outcome: UnderwritingOutcome }) {
  return (
    <>
      <PolicySummaryCard
        option={option}
        quote={view.quote}
        quoteRef={view.result.quoteRef}
        onChangeCover={() => view.send({ type: 'results.change' })}
        onChangeVehicle={() => view.send({ type: 'results.changeVehicle' })}
      />
      <PriceSummary option={option} outcome={outcome} />
    </>
  );
}
