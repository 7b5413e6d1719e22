import type { ReactNode } from 'react';
import { Disclosure } from '../ui/disclosure';

export interface PolicyGroupProps {
  title: string;
  children: ReactNode;
}

/** A group of the policy's details under its heading, closed at first (issue #26: what's covered and not). */
export function PolicyGroup({ title, children }: PolicyGroupProps) {
  return (
    <Disclosure
      title={title}
      level={2}
      block="policy-group"
      className="results-block policy-group"
      names="section"
    >
      {children}
    </Disclosure>
  );
}
