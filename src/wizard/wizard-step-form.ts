import { useState } from 'react';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import type { StepAnswers } from '../../machines/wizard/view';
import type { StepId } from '../../machines/wizard/view';
import type { QuoteState } from '../../machines/core/types';
import { useStepForm } from '../ui/use-step-form';
import { useDraftSaver, type DraftContent } from '../ui/step-draft';
import { useWizardStep, type WizardStepPageProps } from './wizard-step';

export interface WizardStepFormOptions<TValues, TOutput> {
  step: StepId;
  /** The step's schema; its output is what `toAnswers` receives. */
  schema: StandardSchemaV1<TValues, TOutput>;
  /** The form's first values from the stored answers and the step's unsubmitted draft; read once. */
  defaultValues: (saved: { quote: QuoteState; draft: unknown }) => TValues;
  /** What the step's draft keeps while the customer types. */
  draft: DraftContent;
  /** The answers stored when the step is continued. */
  toAnswers: (values: TOutput) => StepAnswers;
  idPrefix?: string;
}

/**
 * A wizard step's form: prefilled from the quote and its draft, saved as a draft while typed, and on a
 * valid Continue the answers go to the journey and the pending draft is dropped.
 */
export function useWizardStepForm<TValues, TOutput>({
  step: stepId,
  schema,
  defaultValues: initialValues,
  draft: content,
  toAnswers,
  idPrefix,
}: WizardStepFormOptions<TValues, TOutput>) {
  const wizard = useWizardStep(stepId);
  const [defaultValues] = useState(() =>
    initialValues({ quote: wizard.quote, draft: wizard.draft }),
  );
  const step = useStepForm({
    schema,
    defaultValues,
    idPrefix,
    onValid: (values, meta) => {
      drafts.discard();
      wizard.next(toAnswers(values), meta);
    },
  });
  const drafts = useDraftSaver(step.form, wizard.saveDraft, { draft: wizard.draft, content });
  return { wizard, step, drafts };
}

/** What `draftedStepPageProps` needs of a `useWizardStepForm` result. */
interface DraftedStepForm {
  wizard: { busy: boolean; back: () => void };
  step: Pick<WizardStepPageProps, 'formProps' | 'summaryItems'>;
  drafts: { flush: () => void };
}

/**
 * The WizardStepPage props of a step whose draft is saved while typed: Back saves what is still waiting
 * to be saved first, so the answers are there when the customer comes back to the step.
 */
export function draftedStepPageProps({
  wizard,
  step,
  drafts,
}: DraftedStepForm): Omit<WizardStepPageProps, 'heading' | 'children'> {
  return {
    formProps: step.formProps,
    summaryItems: step.summaryItems,
    busy: wizard.busy,
    onBack: () => {
      drafts.flush();
      wizard.back();
    },
  };
}
