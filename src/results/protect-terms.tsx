import { TEXT } from '../../machines/core/catalogue';
import { ContentPage } from '../ui/content-page';

const text = TEXT.outcomes.protectTerms;

export default function ProtectTermsPage() {
  return (
    <ContentPage heading={text.heading}>
      <p>{text.body}</p>
    </ContentPage>
  );
}
