import { useEffect, useState, use } from 'react';
import { IDLE_WARNING_MS, timeOutDeadlineOf } from '../../../machines/session/view';
import { timeOutWarningText } from '../../../machines/session/around-text';
import '../../ui/forms.css';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { SaveQuoteButton } from '../../ui/save-quote-button';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import { ActivityReporterContext, NOT_ACTIVITY_ATTRIBUTE } from '../../app/journey/route-sync';
import { announcedCountdown, countdownText } from './countdown';

const text = timeOutWarningText;

/** The time left before `deadline`, never more than the warning's two minutes. */
const timeLeft = (deadline: number) => Math.min(IDLE_WARNING_MS, deadline - Date.now());

/**
 * The warning two minutes before the idle time-out (WCAG 2.2 SC 2.2.1), open while the journey's idle region
 * is in `warning`: a live countdown to the journey's deadline on the wall clock, and Continue, which tells
 * this tab's journey and its other tabs at once (on the pages that save, Save my quote beside it carries on
 * too, issue #29). At the deadline it tells the journey the time, which times out then even where the page's
 * timers ran late. Its script is fetched a minute into the page (./index.tsx), ahead of need.
 */
export default function TimeOutWarning() {
  const journey = useJourney();
  const reportActivity = use(ActivityReporterContext);
  const deadline = useJourneySelector(timeOutDeadlineOf);
  const [remainingMs, setRemainingMs] = useState(() => timeLeft(deadline));

  useEffect(() => {
    const tick = window.setInterval(() => {
      const left = timeLeft(deadline);
      setRemainingMs(left);
      if (left <= 0) journey.send({ type: 'idle.clockCheck', at: Date.now() });
    }, 1000);
    return () => window.clearInterval(tick);
  }, [deadline, journey]);

  const carryOn = () => {
    if (reportActivity) reportActivity({ immediately: true });
    else journey.send({ type: 'idle.activity', at: Date.now() });
  };
  const { focusRef, titleId, textId, dialogProps } = useModalDialog({ onEscape: carryOn });
  const [before, after] = text.body.split('{time}');

  return (
    <dialog
      {...dialogProps}
      role="alertdialog"
      aria-describedby={textId}
      // Its own keys and clicks are not activity: only Continue (or Escape) carries on.
      {...{ [NOT_ACTIVITY_ATTRIBUTE]: '' }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {text.title}
      </h2>
      <p id={textId} className="confirm-dialog__text">
        {before}
        <span className="time-out-warning__time">{countdownText(remainingMs)}</span>
        {after}
      </p>
      {/* The visible count changes every second; a screen reader hears it each minute and near the end. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcedCountdown(remainingMs)}
      </p>
      <div className="confirm-dialog__actions">
        {/* Save my quote carries on too: the journey takes its press as the customer's activity. */}
        <SaveQuoteButton className="button button--secondary" />
        <button ref={focusRef} type="button" className="button" onClick={carryOn}>
          {text.continue}
        </button>
      </div>
    </dialog>
  );
}
