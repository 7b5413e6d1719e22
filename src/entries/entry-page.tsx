import { useEffect, useRef, type ReactNode } from 'react';
import { pageTitle } from '../ui/page-title';
import { BlockingOverlay } from '../ui/blocking-overlay';
import { entriesText } from '../../machines/entries/text';
// The blocking overlay's styles live with the results page, where it was first needed.
import './entries.css';

export interface EntryPageProps {
  heading: string;
  /** A line above the heading (the restart's banner). */
  banner?: string;
  /** The check is running: the page is covered until the journey answers. */
  checking?: boolean;
  children?: ReactNode;
}

/** A returning visitor's page (spec 1 §5, spec 2 §2): its title, heading and the check's overlay. */
export function EntryPage({ heading, banner, checking = false, children }: EntryPageProps) {
  return (
    <article className="content-page entry-page">
      <title>{pageTitle(heading)}</title>
      {banner !== undefined && <p className="entry-page__banner">{banner}</p>}
      <h1>{heading}</h1>
      {children}
      {checking && <BlockingOverlay label={entriesText.identity.checking} />}
    </article>
  );
}

/**
 * The check's failure (spec 2 §2, §8; spec 1 §8): an alert above the form, brought into view and focused so
 * that a keyboard or screen reader user meets it first. Each new failure moves to it again.
 */
export function EntryAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const alert = ref.current;
    if (message === null || alert === null) return;
    alert.scrollIntoView({ block: 'center' });
    alert.focus({ preventScroll: true });
  }, [message]);
  if (message === null) return null;
  return (
    <p ref={ref} className="entry-page__alert" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
