import { Outlet, useLocation } from 'react-router';
import { wizardGroups, wizardProgress, wizardStepForPath } from '../../machines/wizard/view';
import { vehicleQuestionText } from '../../machines/wizard/vehicle-question-text';

const layoutText = vehicleQuestionText.layout;

/** The wizard's progress header around each step (spec 1 §2). */
export default function WizardLayout() {
  const { pathname } = useLocation();
  const step = wizardStepForPath(pathname);
  const progress = step === undefined ? null : wizardProgress(step.index);
  return (
    <div className="wizard">
      {progress !== null && (
        <nav className="wizard-progress" aria-label={layoutText.quoteProgress}>
          <ol className="wizard-progress__groups">
            {wizardGroups.map((group, position) => {
              const number = position + 1;
              const state =
                number < progress.groupNumber
                  ? 'done'
                  : number === progress.groupNumber
                    ? 'current'
                    : 'todo';
              return (
                <li
                  key={group}
                  className={`wizard-progress__group wizard-progress__group--${state}`}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span className="wizard-progress__number" aria-hidden="true">
                    {number}
                  </span>
                  {group}
                </li>
              );
            })}
          </ol>
          <p className="wizard-progress__compact">{progress.label}</p>
        </nav>
      )}
      <Outlet />
    </div>
  );
}
