import { ContentPage } from '../layout/content-page';

export default function PaymentSummaryPage() {
  return (
    <ContentPage heading="Pay monthly by Direct Debit">
      <p>
        The Direct Debit must be in the policyholder&apos;s name, and the policyholder must be the
        only signatory on the account.
      </p>
    </ContentPage>
  );
}
