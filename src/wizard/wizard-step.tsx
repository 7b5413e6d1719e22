import type { FormHTMLAttributes, ReactNode } from 'react';
import type { StepAnswers, StepId } from '../../machines/wizard/view';
import { wizardMessageOf } from '../../machines/wizard/view';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { BusyButton } from '../ui/busy-button';
import { ErrorSummary, type ErrorSummaryItem } from '../ui/error-summary';
import { SaveQuoteButton } from '../ui/save-quote-button';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';
import { pageTitle } from '../ui/page-title';
import './wizard-step.css';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { isPageLoading } from '../../machines/session';

const noOptions: readonly ReferenceOption[] = [];

/** The answers stored so far, which some steps' rules depend on. */
export function useQuote() {
  return useJourneySelector((snapshot) => snapshot.context.quote);
}

/** What every wizard step reads from the journey and the events it may send. */
export function useWizardStep(step: StepId) {
  const journey = useJourney();
  const quote = useQuote();
  const busy = useJourneySelector(isPageLoading);
  const message = useJourneySelector(wizardMessageOf);
  const draft = useJourneySelector((snapshot) => snapshot.context.drafts[step]);
  return {
    quote,
    busy,
    message,
    draft,
    /** `spam`: the honeypot was filled; the step still moves on and the journey marks the quote (spec 1 §5). */
    next: (answers: StepAnswers, { spam = false }: { spam?: boolean } = {}) =>
      journey.send({ type: 'wizard.next', step, answers, ...(spam ? { spam } : {}) }),
    back: () => journey.send({ type: 'wizard.back' }),
    saveDraft: (values: unknown) => journey.send({ type: 'wizard.draft', step, values }),
  };
}

/** One reference list loaded at start (spec 1 §3), empty until it arrives. */
export function useReferenceList(key: string): readonly ReferenceOption[] {
  return useJourneySelector((snapshot) => snapshot.context.referenceData?.[key] ?? noOptions);
}

export interface WizardStepPageProps {
  heading: string;
  /** Notices above the form (e.g. the accuracy and licence notices of step 1). */
  intro?: ReactNode;
  formProps: FormHTMLAttributes<HTMLFormElement>;
  summaryItems: readonly ErrorSummaryItem[];
  /** The honeypot and the step's fields. */
  children: ReactNode;
  onBack: () => void;
  /** The page waits for the journey: Continue does nothing meanwhile. */
  busy?: boolean;
  /** The wait is Continue's own (the default), so Continue shows it; step 1's Find Vehicle has its own. */
  continueBusy?: boolean;
  continueLabel?: string;
}

/**
 * The frame of a wizard step: heading, error summary, the form, Back and Continue (spec 1 §2), and Save my quote
 * beside them as a link (issue #29).
 */
export function WizardStepPage({
  heading,
  intro,
  formProps,
  summaryItems,
  children,
  onBack,
  busy = false,
  continueBusy = busy,
  continueLabel = JOURNEY_TEXT.wizard.continue,
}: WizardStepPageProps) {
  return (
    <section className="wizard-step" aria-labelledby="wizard-step-heading">
      <title>{pageTitle(heading)}</title>
      <h1 id="wizard-step-heading">{heading}</h1>
      {intro}
      <ErrorSummary items={[...summaryItems]} />
      <form {...formProps} noValidate aria-busy={busy}>
        {children}
        <div className="wizard-step__actions">
          <button type="button" className="button button--secondary" onClick={onBack}>
            {JOURNEY_TEXT.wizard.back}
          </button>
          <BusyButton type="submit" busy={continueBusy} blocked={busy}>
            {continueLabel}
          </BusyButton>
          <SaveQuoteButton className="link-button wizard-step__save" />
        </div>
      </form>
    </section>
  );
}
