import '../ui/forms.css';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useJourney } from '../app/journey/journey-context';
import { TEXT } from '../../machines/core/text';

/** 'Go to the homepage?' (spec 1 §2): loaded only when the journey asks, keeping the first page small. */
export default function HomeDialog() {
  const journey = useJourney();
  return (
    <ConfirmDialog
      open
      title={TEXT.layout.homeDialog.title}
      confirmLabel={TEXT.layout.homeDialog.leave}
      cancelLabel={TEXT.layout.homeDialog.stay}
      onConfirm={() => journey.send({ type: 'homeDialog.leave' })}
      onCancel={() => journey.send({ type: 'homeDialog.stay' })}
    >
      {TEXT.layout.homeDialog.body}
    </ConfirmDialog>
  );
}
