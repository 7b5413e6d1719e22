import '../ui/forms.css';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useJourney } from '../app/journey/journey-context';
import { JOURNEY_TEXT } from '../../machines/core/text';

/** 'Go to the homepage?' (spec 1 §2): loaded only when the journey asks, keeping the first page small. */
export default function HomeDialog() {
  const journey = useJourney();
  return (
    <ConfirmDialog
      open
      title={JOURNEY_TEXT.layout.homeDialog.title}
      confirmLabel={JOURNEY_TEXT.layout.homeDialog.leave}
      cancelLabel={JOURNEY_TEXT.layout.homeDialog.stay}
      onConfirm={() => journey.send({ type: 'homeDialog.leave' })}
      onCancel={() => journey.send({ type: 'homeDialog.stay' })}
    >
      {JOURNEY_TEXT.layout.homeDialog.body}
    </ConfirmDialog>
  );
}
