import type { ReactNode } from 'react';
import { Disclosure } from '../../ui/disclosure';

export interface CreditSectionProps {
  title: string;
  children: ReactNode;
}

/** One collapsible section of the credit panel: closed at first, opened and closed on its own. */
export function CreditSection({ title, children }: CreditSectionProps) {
  return (
    <Disclosure
      title={title}
      level={3}
      block="credit-section"
      className="credit-section"
      names="body"
    >
      {children}
    </Disclosure>
  );
}
