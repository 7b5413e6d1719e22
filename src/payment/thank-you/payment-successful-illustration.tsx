/**
 * The payment-successful illustration of spec 2 §2: a bank card behind a shield with a tick. Decorative,
 * so hidden from assistive technology; the page's heading says the same. Colours come from thank-you.css
 * so they follow the brand's palette.
 */
export function PaymentSuccessfulIllustration() {
  return (
    <svg
      className="payment-successful"
      data-illustration="payment-successful"
      viewBox="0 0 160 120"
      width="160"
      height="120"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="payment-successful__backdrop" cx="80" cy="60" r="56" />
      <g className="payment-successful__card">
        <rect x="26" y="34" width="78" height="50" rx="7" />
        <path d="M26 48h78" className="payment-successful__stripe" />
        <path d="M36 70h22M36 76h14" className="payment-successful__line" />
      </g>
      <path
        className="payment-successful__shield"
        d="M110 40l24 9v16c0 16-10 27-24 32-14-5-24-16-24-32V49z"
      />
      <path className="payment-successful__tick" d="M99 68l8 8 15-17" />
    </svg>
  );
}
