import type { ReactNode } from 'react';
import { outcomeText } from '../../machines/session';
import { brand } from '../app/config/brand';
import { ContentPage } from './content-page';
import { OutcomeIcon, type OutcomeIconKind } from './outcome-icons';
import { StartNewQuoteLink } from './start-new-quote-link';
import '../app/styles/outcome-pages.css';

export interface OutcomePageProps {
  heading: string;
  icon: OutcomeIconKind;
  /** What happened, in a sentence or two. */
  lead: string;
  /** What happened to the customer's answers. */
  answers: string;
  /** Anything the page adds between its explanation and the way on. */
  children?: ReactNode;
}

/** The number as a tel: link dials it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A page a quote ends on (spec 2 §2): what happened, what became of the answers, the support number and a
 * way to start again.
 */
export function OutcomePage({ heading, icon, lead, answers, children }: OutcomePageProps) {
  return (
    <ContentPage heading={heading}>
      <div className="outcome-page">
        <OutcomeIcon kind={icon} />
        <div className="outcome-page__body">
          <p className="outcome-page__lead">{lead}</p>
          <p>{answers}</p>
          {children}
          <p className="outcome-page__support">
            {outcomeText.callUs}{' '}
            <a className="outcome-page__phone" href={telHref(brand.supportPhone)}>
              {brand.supportPhone}
            </a>
          </p>
          <StartNewQuoteLink />
        </div>
      </div>
    </ContentPage>
  );
}
