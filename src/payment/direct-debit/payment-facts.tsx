/** What the Direct Debit page states around its form: the payments collected and the Direct Debit Guarantee. */
import { formatGbp } from '../../../machines/results';
import { CREDIT_RIGHTS } from '../../../machines/results';
import { directDebitText } from '../../../machines/payment/direct-debit-text';
import type { DirectDebitForm } from './use-direct-debit';
import { FigureList } from '../../ui/figure-list';

const text = directDebitText;

/**
 * The Direct Debit collection option being paid: the deposit first (paid by card on the next page), the
 * instalments and, once known, the first collection date.
 */
/** dd/MM/yyyy in figure spaces: a date's width, saying nothing. */
const DATE_AS_WIDE = '\u2007\u2007/\u2007\u2007/\u2007\u2007\u2007\u2007';

export function Payments({
  payments,
  paymentDate,
  paymentDateUnknown,
}: Pick<DirectDebitForm, 'payments' | 'paymentDate' | 'paymentDateUnknown'>) {
  const dateLine =
    paymentDate !== null
      ? text.payments.firstPayment(paymentDate)
      : paymentDateUnknown
        ? text.payments.firstPaymentUnknown
        : '';
  return (
    <section className="direct-debit__block" aria-labelledby="direct-debit-payments">
      <h2 id="direct-debit-payments">{text.payments.heading}</h2>
      {payments && (
        <FigureList
          className="direct-debit__figures"
          figures={[
            ...(payments.deposit === null
              ? []
              : [{ label: text.payments.deposit, value: formatGbp(payments.deposit) }]),
            ...payments.instalments.map((instalment) => ({
              label: instalment.label,
              value: formatGbp(instalment.amount),
            })),
            ...(payments.total === null
              ? []
              : [{ label: text.payments.total, value: formatGbp(payments.total) }]),
          ]}
        />
      )}
      {payments?.deposit != null && (
        <p className="direct-debit__note">{text.payments.depositNote}</p>
      )}
      {/* GetPaymentDate may answer while the page is open: the date is announced when it arrives. Its line is
          held meanwhile, unseen, as wide as it will be (figure spaces are as wide as digits), so that the form
          below does not move under a finger as it comes. */}
      <p className="direct-debit__date" aria-live="polite">
        {dateLine || (
          <span className="direct-debit__date-pending" aria-hidden="true">
            {text.payments.firstPayment(DATE_AS_WIDE)}
          </span>
        )}
      </p>
    </section>
  );
}

/** The Direct Debit Guarantee, with the lender who collects the payments. */
export function Guarantee({ lender }: { lender: string }) {
  const points = text.guarantee.points(lender, CREDIT_RIGHTS.directDebitAdvanceNoticeWorkingDays);
  return (
    <section className="direct-debit__block" aria-labelledby="direct-debit-guarantee">
      <h2 id="direct-debit-guarantee">{text.guarantee.heading}</h2>
      <ul className="direct-debit__guarantee">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
