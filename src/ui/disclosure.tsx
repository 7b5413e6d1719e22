import { useId, useState, type ReactNode } from 'react';

export interface DisclosureProps {
  title: string;
  /** The heading level of its title, in the page's outline. */
  level: 2 | 3;
  /** The block its parts' classes are named from: `{block}__heading`, `__toggle`, `__chevron`, `__body`. */
  block: string;
  /** The wrapper's classes (the block's, and any others). */
  className: string;
  /**
   * What the title names: the whole, as a section (a group of a page's content), or the body alone, as a
   * region (a section among several of a panel).
   */
  names: 'section' | 'body';
  children: ReactNode;
}

/**
 * A heading whose button shows or hides what follows it: closed at first, opened and closed on its own
 * (the policy's groups on results, the credit panel's sections).
 */
export function Disclosure({ title, level, block, className, names, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleId = `${id}-toggle`;
  const bodyId = `${id}-body`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading className={`${block}__heading`}>
      <button
        id={toggleId}
        type="button"
        className={`${block}__toggle`}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span>{title}</span>
        <svg
          className={`${block}__chevron`}
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M3 6l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </Heading>
  );
  if (names === 'section') {
    return (
      <section className={className} aria-labelledby={toggleId}>
        {heading}
        <div id={bodyId} className={`${block}__body`} hidden={!open}>
          {children}
        </div>
      </section>
    );
  }
  return (
    <div className={className}>
      {heading}
      <div
        id={bodyId}
        role="region"
        aria-labelledby={toggleId}
        className={`${block}__body`}
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
