import { ContentPage } from '../layout/content-page';

export default function ThirtyDayQuotePage() {
  return (
    <ContentPage heading="Your 30-day quote">
      <p>
        Your policy renews every 30 days on your stored card unless you opt out, and you can opt out
        at any time.
      </p>
    </ContentPage>
  );
}
