import '../forms/forms.css';
import { ConfirmDialog } from '../forms/confirm-dialog';
import { useJourney } from '../journey/journey-context';

/** 'Go to the homepage?' (spec 1 §2): loaded only when the journey asks, keeping the first page small. */
export default function HomeDialog() {
  const journey = useJourney();
  return (
    <ConfirmDialog
      open
      title="Go to the homepage?"
      confirmLabel="Home Page"
      cancelLabel="Stay Here"
      onConfirm={() => journey.send({ type: 'homeDialog.leave' })}
      onCancel={() => journey.send({ type: 'homeDialog.stay' })}
    >
      You&apos;ll lose all your responses if you do.
    </ConfirmDialog>
  );
}
