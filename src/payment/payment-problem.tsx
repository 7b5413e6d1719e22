import { paymentPagesText } from '../../machines/payment/page-text';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { brand } from '../app/config/brand';
import { InfoDialog } from '../ui/info-dialog';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';

/**
 * spec 2 §2, §8: the payment problem modal, opened by the journey when a payment fails without a message of its
 * own (a time-out, a server fault). Closing it leaves everything typed in place to try again.
 */
export function PaymentProblem() {
  const journey = useJourney();
  const open = useJourneySelector((snapshot) => snapshot.context.card.problem);
  if (!open) return null;
  return (
    <InfoDialog
      title={paymentPagesText.problemTitle}
      closeLabel={paymentPagesText.problemClose}
      onClose={() => journey.send({ type: 'payment.closeProblem' })}
    >
      <p>{JOURNEY_TEXT.payment.problem(brand.supportPhone)}</p>
    </InfoDialog>
  );
}
