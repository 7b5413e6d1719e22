import { outcomeText } from '../../machines/session';
import { ContentPage } from '../ui/content-page';

const text = outcomeText.protectTerms;

export default function ProtectTermsPage() {
  return (
    <ContentPage heading={text.heading}>
      <p>{text.body}</p>
    </ContentPage>
  );
}
