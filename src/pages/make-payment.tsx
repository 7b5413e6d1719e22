import { CardPaymentPage } from './payment/card/card-payment-page';

export default function MakePaymentPage() {
  return <CardPaymentPage />;
}
