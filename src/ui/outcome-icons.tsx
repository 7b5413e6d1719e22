/**
 * Decorative icons for the pages a quote can end on (spec 2 §2 Other): simple line drawings, hidden from
 * assistive technology because each page's heading already says what happened.
 */
import type { ReactNode } from 'react';

export type OutcomeIconKind =
  'decline' | 'purchase' | 'expired' | 'review' | 'timeOut' | 'error' | 'locked';

const drawings: Record<OutcomeIconKind, ReactNode> = {
  // A no-entry sign.
  decline: (
    <>
      <circle cx="24" cy="24" r="18" />
      <path d="M14 24h20" />
    </>
  ),
  // A document with a tick.
  purchase: (
    <>
      <path d="M13 6h16l8 8v28H13z" />
      <path d="M29 6v8h8" />
      <path d="M18 28l5 5 9-11" />
    </>
  ),
  // An hourglass.
  expired: (
    <>
      <path d="M14 6h20M14 42h20" />
      <path d="M16 6c0 10 16 12 16 18s-16 8-16 18" />
      <path d="M32 6c0 10-16 12-16 18s16 8 16 18" />
    </>
  ),
  // A document under a magnifying glass.
  review: (
    <>
      <path d="M10 6h16l6 6v12" />
      <path d="M10 6v34h12" />
      <path d="M15 16h10M15 22h8" />
      <circle cx="31" cy="32" r="7" />
      <path d="M36 37l6 6" />
    </>
  ),
  // A clock.
  timeOut: (
    <>
      <circle cx="24" cy="24" r="18" />
      <path d="M24 13v11l8 5" />
    </>
  ),
  // A warning triangle.
  error: (
    <>
      <path d="M24 6l19 34H5z" />
      <path d="M24 18v11M24 34v1" />
    </>
  ),
  // A padlock.
  locked: (
    <>
      <rect x="11" y="21" width="26" height="20" rx="3" />
      <path d="M16 21v-6a8 8 0 0 1 16 0v6" />
      <path d="M24 29v5" />
    </>
  ),
};

export function OutcomeIcon({ kind }: { kind: OutcomeIconKind }) {
  return (
    <svg
      className={`outcome-icon outcome-icon--${kind}`}
      data-icon={kind}
      viewBox="0 0 48 48"
      width="64"
      height="64"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[kind]}
    </svg>
  );
}
