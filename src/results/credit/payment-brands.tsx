import type { ReactNode } from 'react';
import { creditText } from '../../../machines/results/credit-text';
import { LockIcon } from '../../ui/lock-icon';

const text = creditText.panel.secure;

/** Simple marks drawn for the banner; each is named for screen readers by its brand. */
function BrandMark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="payment-brands__item">
      <svg
        className="payment-brands__mark"
        viewBox="0 0 48 30"
        role="img"
        aria-label={label}
        focusable="false"
      >
        {children}
      </svg>
    </li>
  );
}

function OverlappingCircles({
  left,
  right,
  overlap,
}: {
  left: string;
  right: string;
  overlap: string;
}) {
  return (
    <>
      <rect width="48" height="30" rx="4" fill="#ffffff" />
      <circle cx="19" cy="15" r="9" fill={left} />
      <circle cx="29" cy="15" r="9" fill={right} />
      <path d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill={overlap} />
    </>
  );
}

/** spec 2 §2: the secure-payment banner with four payment brand logos. */
export function SecurePaymentBanner() {
  return (
    <aside className="secure-payment" aria-label={text.title}>
      <p className="secure-payment__text">
        <LockIcon className="secure-payment__lock" />
        <strong>{text.title}</strong> {text.body}
      </p>
      <ul className="payment-brands" aria-label={text.brands}>
        <BrandMark label={text.visa}>
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <path d="M6 23h36" stroke="#f7b600" strokeWidth="2" />
          <text
            x="24"
            y="18.5"
            textAnchor="middle"
            fill="#ffffff"
            fontSize="11"
            fontStyle="italic"
            fontWeight="800"
            fontFamily="Arial, sans-serif"
          >
            {text.visaWordmark}
          </text>
        </BrandMark>
        <BrandMark label={text.mastercard}>
          <OverlappingCircles left="#eb001b" right="#f79e1b" overlap="#ff5f00" />
        </BrandMark>
        <BrandMark label={text.directDebit}>
          <rect width="48" height="30" rx="4" fill="#ffffff" />
          <path d="M9 22V8h5a7 7 0 0 1 0 14z" fill="#1b1f2a" />
          <path d="M20 22V8h5a7 7 0 0 1 0 14z" fill="none" stroke="#1b1f2a" strokeWidth="2" />
          <path d="M33 19l6-4-6-4z" fill="#1b1f2a" />
        </BrandMark>
        <BrandMark label={text.maestro}>
          <OverlappingCircles left="#0099df" right="#ed0006" overlap="#6c6bbd" />
        </BrandMark>
      </ul>
    </aside>
  );
}
