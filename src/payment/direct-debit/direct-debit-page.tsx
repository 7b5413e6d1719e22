import { Link } from 'react-router';
import { pagePaths } from '../../../machines/session';
import { accountNotice, sortCodeAsTyped } from '../../../machines/payment/schemas/direct-debit';
import { directDebitText } from '../../../machines/payment/direct-debit-text';
import { paymentPagesText } from '../../../machines/payment/page-text';
import { creditText } from '../../../machines/results';
import { brand } from '../../app/config/brand';
import { Checkbox } from '../../ui/checkbox';
import { BusyButton } from '../../ui/busy-button';
import { ErrorSummary } from '../../ui/error-summary';
import { YesNo } from '../../ui/radio-group';
import { TextField } from '../../ui/text-field';
import { ContentPage } from '../../ui/content-page';
import { BlockingOverlay } from '../../ui/blocking-overlay';
import { PaymentProblem } from '../payment-problem';
import { Guarantee, Payments } from './payment-facts';
import { useDirectDebit, type DirectDebitForm } from './use-direct-debit';
// The blocking overlay's styles live with the results page, where it was first needed.
import './direct-debit.css';

const text = directDebitText;
const lender = creditText.lender(brand.storefrontName);

interface PartProps {
  dd: DirectDebitForm;
}

/** spec 2 §4: a 'no' to either account question explains why, and offers paying in full today. */
function AccountNotice({ dd }: PartProps) {
  const notice = accountNotice(dd.values);
  return (
    <div aria-live="polite">
      {notice !== null && (
        <div className="notice direct-debit__notice">
          <p>{text.notices[notice]}</p>
          {dd.canPayByCard && (
            <button type="button" className="button button--secondary" onClick={dd.payByCard}>
              {paymentPagesText.otherMethod.toCard}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function AccountQuestions({ dd }: PartProps) {
  const { form } = dd.step;
  return (
    <>
      <form.Field name="isAccountHolder">
        {(field) => {
          const { onChange, ...props } = dd.step.fieldProps(field);
          return (
            <YesNo
              {...props}
              label={text.account.isAccountHolder}
              hint={text.account.isAccountHolderHint}
              onChange={(answer) => {
                onChange(answer);
                dd.afterAccountAnswer(answer);
              }}
            />
          );
        }}
      </form.Field>
      <form.Field name="isOnlySignatoryRequired">
        {(field) => {
          const { onChange, ...props } = dd.step.fieldProps(field);
          return (
            <YesNo
              {...props}
              label={text.account.isOnlySignatoryRequired}
              onChange={(answer) => {
                onChange(answer);
                dd.afterAccountAnswer(answer);
              }}
            />
          );
        }}
      </form.Field>
      <AccountNotice dd={dd} />
    </>
  );
}

/** Shown only while both account questions allow a Direct Debit online. */
function BankFields({ dd }: PartProps) {
  const { step, errorFor } = dd;
  const { form } = step;
  return (
    <>
      <form.Field name="accountHolder">
        {(field) => (
          <TextField
            {...step.fieldProps(field)}
            error={errorFor('accountHolder')}
            label={text.account.accountHolder}
            hint={text.account.accountHolderHint}
            autoComplete="name"
            inputClassName="form-input--width-20"
          />
        )}
      </form.Field>
      <form.Field name="accountNumber">
        {(field) => (
          <TextField
            {...step.fieldProps(field)}
            error={errorFor('accountNumber')}
            label={text.account.accountNumber}
            hint={text.account.accountNumberHint}
            inputMode="numeric"
            autoComplete="off"
            inputClassName="form-input--width-10"
          />
        )}
      </form.Field>
      <form.Field name="sortCode">
        {(field) => {
          const { onChange, ...props } = step.fieldProps(field);
          return (
            <TextField
              {...props}
              onChange={(typed) => onChange(sortCodeAsTyped(typed))}
              error={errorFor('sortCode')}
              label={text.account.sortCode}
              hint={text.account.sortCodeHint}
              inputMode="numeric"
              autoComplete="off"
              inputClassName="form-input--width-6"
            />
          );
        }}
      </form.Field>
      <form.Field name="addressLine1">
        {(field) => (
          <TextField
            {...step.fieldProps(field)}
            error={errorFor('addressLine1')}
            label={text.account.addressLine1}
            autoComplete="address-line1"
            inputClassName="form-input--width-20"
          />
        )}
      </form.Field>
    </>
  );
}

function Confirmations({ dd }: PartProps) {
  const { step } = dd;
  const { form } = step;
  return (
    <section className="direct-debit__section" aria-labelledby="direct-debit-confirmations">
      <h2 id="direct-debit-confirmations">{text.confirmations.heading}</h2>
      <form.Field name="premiumFinance">
        {(field) => (
          <YesNo {...step.fieldProps(field)} label={text.confirmations.premiumFinance(lender)} />
        )}
      </form.Field>
      <form.Field name="affordableLending">
        {(field) => (
          <YesNo {...step.fieldProps(field)} label={text.confirmations.affordableLending} />
        )}
      </form.Field>
    </section>
  );
}

/**
 * /payment-summary (spec 2 §2 to §5, §8): the monthly payments, the bank account they are collected from and
 * the customer's confirmations. The journey checks the account, has the plan's deposit paid by card when it
 * asks one, takes the quote up and shows its messages.
 */
export function DirectDebitPage() {
  const dd = useDirectDebit();
  const { step } = dd;
  const { form } = step;
  const alert = dd.pageMessage && (
    <p className="results-alert" role="alert">
      {dd.pageMessage}
    </p>
  );
  if (dd.blocked) {
    return (
      <ContentPage heading={text.heading}>
        {alert}
        <p>
          <Link to={pagePaths.results}>{text.backToResults}</Link>
        </p>
      </ContentPage>
    );
  }
  return (
    <ContentPage heading={text.heading}>
      <div className="direct-debit">
        <p className="direct-debit__intro">{text.intro}</p>
        {alert}
        <Payments
          payments={dd.payments}
          paymentDate={dd.paymentDate}
          paymentDateUnknown={dd.paymentDateUnknown}
        />
        <ErrorSummary items={step.summaryItems} />
        <form {...step.formProps} noValidate className="direct-debit__block direct-debit__form">
          <section className="direct-debit__section" aria-labelledby="direct-debit-account">
            <h2 id="direct-debit-account">{text.account.heading}</h2>
            <AccountQuestions dd={dd} />
            {dd.bankDetailsShown && <BankFields dd={dd} />}
            <form.Field name="detailsCorrect">
              {(field) => {
                const { value, ...props } = step.fieldProps(field);
                return <Checkbox {...props} checked={value} label={text.account.detailsCorrect} />;
              }}
            </form.Field>
          </section>
          <Confirmations dd={dd} />
          <div className="direct-debit__actions">
            <BusyButton
              type="submit"
              className="button button--large direct-debit__submit"
              busy={dd.busy}
            >
              {dd.payments?.deposit != null ? text.submitToDeposit : text.submit}
            </BusyButton>
            {/* The notices offer it themselves when a 'no' is given. */}
            {dd.canPayByCard && accountNotice(dd.values) === null && (
              <button type="button" className="button button--secondary" onClick={dd.payByCard}>
                {paymentPagesText.otherMethod.toCard}
              </button>
            )}
          </div>
        </form>
        <Guarantee lender={lender} />
      </div>
      <PaymentProblem />
      {dd.busy && <BlockingOverlay label={paymentPagesText.processing} />}
    </ContentPage>
  );
}

export default DirectDebitPage;
