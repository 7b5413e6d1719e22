import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatGbp } from '../../../machines/results';
import {
  withBillingAnswer,
  type CardholderValues,
} from '../../../machines/payment/schemas/cardholder';
import { paymentPagesText } from '../../../machines/payment/page-text';
import { BusyButton } from '../../ui/busy-button';
import { Checkbox } from '../../ui/checkbox';
import { FigureList } from '../../ui/figure-list';
import { ErrorSummary } from '../../ui/error-summary';
import { fieldBinder } from '../../ui/field-binder';
import { YesNo } from '../../ui/radio-group';
import { TextField } from '../../ui/text-field';
import { ContentPage } from '../../ui/content-page';
import { BlockingOverlay } from '../../ui/blocking-overlay';
import { useFocusWhenShown } from '../../ui/use-focus-when-shown';
import type { PageMessage } from '../../../machines/core/types';
import { PaymentProblem } from '../payment-problem';
import { useCardPayment, type CardPayment } from './use-card-payment';
import './card-payment.css';

const text = paymentPagesText.card;
const depositText = paymentPagesText.deposit;

/**
 * The card page (spec 2 §2 Card and wallet payment): the cardholder's details, the provider's card fields and
 * Pay. What the page shows follows the journey's card states: set-up, ready, paying, the 3-D Secure challenge,
 * and the way out when the provider cannot be loaded. After a Direct Debit's bank check it takes the plan's
 * deposit, saying what the mandate then collects (docs/decisions/0010-direct-debit-deposit.md).
 */
export function CardPaymentPage() {
  const { widgetHost, ...card } = useCardPayment();
  const { stage, message, paidNow, deposit } = card;
  const amount = paidNow === null ? null : formatGbp(paidNow);
  const heading = deposit === null ? text.heading : depositText.heading;
  return (
    <ContentPage heading={heading}>
      {/* A payment the page cannot take (blocked) says why, not what it would have taken. */}
      {amount !== null && stage !== 'blocked' && (
        <p className="card-payment__amount">{text.paidNow(amount)}</p>
      )}
      {deposit !== null && <DepositFacts deposit={deposit} />}
      {message !== null && <DeclinedMessage message={message} />}
      {stage === 'blocked' ? (
        <p>
          <Link to="/results">{text.blockedLink}</Link>
        </p>
      ) : stage === 'unavailable' ? (
        <Unavailable card={card} />
      ) : (
        <CardForm card={card} amount={amount} heading={heading} widgetHost={widgetHost} />
      )}
      {stage === 'paying' && <BlockingOverlay label={paymentPagesText.processing} />}
      <PaymentProblem />
    </ContentPage>
  );
}

/** What follows the deposit paid now: the instalments the Direct Debit collects and when it starts. */
function DepositFacts({ deposit }: { deposit: NonNullable<CardPayment['deposit']> }) {
  return (
    <section className="card-payment__deposit" aria-labelledby="deposit-instalments-heading">
      <p>{depositText.lead}</p>
      <h2 id="deposit-instalments-heading">{depositText.instalmentsHeading}</h2>
      <FigureList
        className="card-payment__figures"
        figures={deposit.instalments.map((instalment) => ({
          label: instalment.label,
          value: formatGbp(instalment.amount),
        }))}
      />
      <p>
        {deposit.firstCollection === null
          ? depositText.firstCollectionUnknown
          : depositText.firstCollection(deposit.firstCollection)}
      </p>
    </section>
  );
}

/**
 * Why the payment did not go through (a declined card, a failed 3-D Secure check): it takes focus, so the
 * customer hears it and sees it, rather than focus falling to the page when Pay's wait ends.
 */
function DeclinedMessage({ message }: { message: PageMessage }) {
  const ref = useFocusWhenShown<HTMLParagraphElement>(message);
  return (
    <p ref={ref} className="card-payment__message" role="alert" tabIndex={-1}>
      {message.message}
    </p>
  );
}

function Unavailable({ card }: { card: CardPayment }) {
  return (
    <section className="card-payment__unavailable" aria-labelledby="card-unavailable-heading">
      <h2 id="card-unavailable-heading">{text.unavailableHeading}</h2>
      <div className="card-payment__actions">
        <button type="button" className="button" onClick={card.retry}>
          {text.retry}
        </button>
        <OtherWays card={card} />
      </div>
    </section>
  );
}

/**
 * The ways out of this page: the other method (paying monthly instead of in full, or in full instead of a
 * deposit) and, for a deposit, back to the bank details.
 */
function OtherWays({ card }: { card: CardPayment }) {
  const other = paymentPagesText.otherMethod;
  return (
    <>
      {card.canChangeBankDetails && (
        <button type="button" className="button button--secondary" onClick={card.changeBankDetails}>
          {depositText.changeBankDetails}
        </button>
      )}
      {card.canUseOtherMethod && (
        <button type="button" className="button button--secondary" onClick={card.useOtherMethod}>
          {card.deposit === null ? other.toDirectDebit : other.toCard}
        </button>
      )}
    </>
  );
}

interface CardFormProps {
  card: CardPayment;
  amount: string | null;
  heading: string;
  /** The element the provider draws its card fields in. */
  widgetHost: (element: HTMLDivElement | null) => void;
}

function CardForm({ card, amount, heading, widgetHost }: CardFormProps) {
  const { step, stage, cardError } = card;
  const { form } = step;
  return (
    <form {...step.formProps} className="card-payment__form" aria-label={heading}>
      <ErrorSummary items={step.summaryItems} />
      <CardholderFields card={card} />
      <section className="card-payment__section" aria-labelledby="card-details-heading">
        <h2 id="card-details-heading">{text.cardHeading}</h2>
        <p>{text.cards}</p>
        {stage === 'settingUp' && (
          <p className="card-payment__loading" role="status">
            <span className="loading-status__spinner" aria-hidden="true" />
            {text.settingUp}
          </p>
        )}
        {stage === 'challenge' && (
          <p className="card-payment__loading" role="status">
            {text.challenge}
          </p>
        )}
        <div ref={widgetHost} className="card-payment__widget" />
        {/* Checked as the customer types: announced, but it never takes focus from the card fields. */}
        {cardError !== null && (
          <p className="field-error" role="alert">
            {cardError}
          </p>
        )}
      </section>
      {card.keptForRenewal ? (
        <p className="card-payment__choices">{text.keptForRenewal}</p>
      ) : (
        <form.Subscribe selector={(state) => state.values.saveCard}>
          {(saveCard) => (
            <div className="card-payment__choices">
              <Checkbox
                id={step.idFor('saveCard')}
                label={text.saveCard}
                checked={saveCard}
                onChange={(ticked) => card.setValues({ ...form.state.values, saveCard: ticked })}
              />
            </div>
          )}
        </form.Subscribe>
      )}
      <div className="card-payment__actions">
        <BusyButton
          type="submit"
          busy={stage === 'paying' || stage === 'challenge'}
          blocked={stage !== 'ready'}
        >
          {amount === null ? text.payNow : text.pay(amount)}
        </BusyButton>
        {stage === 'ready' && <OtherWays card={card} />}
      </div>
    </form>
  );
}

/** The cardholder's own details (spec 2 §4 Cardholder form): each field's label and what the browser fills. */
interface CardholderTextField {
  name: Exclude<keyof CardholderValues, 'billingDetails' | 'saveCard'>;
  label: string;
  autoComplete: string;
  type?: 'email';
}

const CARDHOLDER_TEXT_FIELDS: readonly CardholderTextField[] = [
  { name: 'cardholderFirstName', label: text.firstName, autoComplete: 'cc-given-name' },
  { name: 'cardholderLastName', label: text.lastName, autoComplete: 'cc-family-name' },
  { name: 'cardholderEmail', label: text.email, type: 'email', autoComplete: 'email' },
  { name: 'cardholderAddress', label: text.address, autoComplete: 'billing address-line1' },
];

function CardholderFields({ card }: { card: CardPayment }) {
  const { step, proposer } = card;
  const { form } = step;
  const bind = fieldBinder<CardholderValues>(step);
  return (
    <section className="card-payment__section" aria-labelledby="cardholder-heading">
      <h2 id="cardholder-heading">{text.cardholderHeading}</h2>
      <form.Field name="billingDetails">
        {(field) => {
          const { onChange, ...props } = step.fieldProps(field);
          return (
            <YesNo
              {...props}
              label={text.billingDetails}
              onChange={(answer) => {
                onChange(answer);
                card.setValues(withBillingAnswer(form.state.values, answer, proposer));
              }}
            />
          );
        }}
      </form.Field>
      {CARDHOLDER_TEXT_FIELDS.map(({ name, ...field }) => (
        <Fragment key={name}>
          {bind(name, (props) => (
            <TextField {...props} {...field} />
          ))}
        </Fragment>
      ))}
    </section>
  );
}

export default CardPaymentPage;
