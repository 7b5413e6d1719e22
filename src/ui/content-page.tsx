import type { ReactNode } from 'react';
import { pageTitle } from './page-title';

export interface ContentPageProps {
  heading: string;
  children?: ReactNode;
}

/** A page with its document title and one top-level heading. */
export function ContentPage({ heading, children }: ContentPageProps) {
  return (
    <article className="content-page">
      <title>{pageTitle(heading)}</title>
      <h1>{heading}</h1>
      {children}
    </article>
  );
}
