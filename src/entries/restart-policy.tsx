import { formatGbp } from '../../machines/results';
import {
  emptyRestartValues,
  restartSchema,
} from '../../machines/entries/schemas/returning-visitor';
import { entriesText } from '../../machines/entries/text';
import { resultsPageText } from '../../machines/results';
import { brand } from '../app/config/brand';
import { BusyButton } from '../ui/busy-button';
import { ErrorSummary } from '../ui/error-summary';
import { InfoDialog } from '../ui/info-dialog';
import { useStepForm } from '../ui/use-step-form';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';
import { LoadingStatus } from '../ui/loading-status';
import { EntryAlert, EntryPage } from './entry-page';
import { IdentityFields } from './identity-fields';
import { useSchemaForToday } from './use-schema-for-today';
import {
  checkMessageOf,
  hasRestartPremiumProblem,
  isLoadingRestartPremium,
} from '../../machines/entries/view';
import { isPageCovered } from '../../machines/session';

const text = entriesText.restart;
const identity = entriesText.identity;

/**
 * spec 2 §2: the 30-day subscription's price, once the journey has looked it up. While it is looked up its box
 * is already there, the wait in the amount's place, so the form under it does not move when the price arrives.
 */
function RestartPrice() {
  const loading = useJourneySelector(isLoadingRestartPremium);
  const premium = useJourneySelector((snapshot) => snapshot.context.restart.premium);
  if (!loading && premium === null)
    return <p className="entry-page__price-unknown">{text.priceUnknown}</p>;
  return (
    <div className="entry-page__price">
      <span className="entry-page__price-lead">{text.priceLead}</span>
      {premium === null ? (
        <LoadingStatus label={text.priceLoading} />
      ) : (
        <strong className="entry-page__price-amount">{formatGbp(premium.amount)}</strong>
      )}
    </div>
  );
}

/** spec 2 §8: the price could not be shown; the check is still offered behind the modal. */
function PremiumProblem() {
  const journey = useJourney();
  const open = useJourneySelector(hasRestartPremiumProblem);
  const quoteRef = useJourneySelector((snapshot) => snapshot.context.restart.quoteRef) ?? '';
  if (!open) return null;
  return (
    <InfoDialog
      title={text.premiumProblem.heading(quoteRef)}
      closeLabel={text.premiumProblem.close}
      onClose={() => journey.send({ type: 'restart.closeProblem' })}
    >
      <p>{text.premiumProblem.text(quoteRef, brand.supportPhone)}</p>
    </InfoDialog>
  );
}

/**
 * /restart-policy (spec 2 §2 Restart landing, §5 Restart form, §8): the restart's price and the
 * data-protection check. The form shows while the price loads, so nothing typed is lost, but Continue waits
 * for it: the journey takes the details only once the price is known or known to be missing.
 */
export default function RestartPolicyPage() {
  const journey = useJourney();
  const schema = useSchemaForToday((today) => restartSchema({ today }));
  const loadingPremium = useJourneySelector(isLoadingRestartPremium);
  const checking = useJourneySelector(isPageCovered);
  const message = useJourneySelector(checkMessageOf);
  const step = useStepForm({
    schema,
    defaultValues: emptyRestartValues(),
    idPrefix: 'restart',
    onValid: (details) => journey.send({ type: 'restart.submit', details }),
  });
  return (
    <EntryPage heading={text.heading} banner={text.banner} checking={checking}>
      <RestartPrice />
      <p>{text.intro}</p>
      <EntryAlert message={message} />
      <ErrorSummary items={step.summaryItems} />
      <form {...step.formProps} className="entry-form" aria-busy={checking}>
        <IdentityFields
          step={step}
          labels={{ ...text.labels, registration: resultsPageText.card.registration }}
        />
        <BusyButton
          type="submit"
          className="button button--large entry-form__submit"
          busy={checking}
          blocked={loadingPremium}
        >
          {identity.continue}
        </BusyButton>
      </form>
      <PremiumProblem />
    </EntryPage>
  );
}
