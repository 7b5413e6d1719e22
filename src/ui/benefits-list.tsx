/** Spec 1 §1 page furniture. */
export const benefits = [
  '30 day or annual insurance',
  'UK call centres',
  '24/7 claims helpline',
] as const;

export function BenefitsList({ className }: { className?: string }) {
  return (
    <ul className={className === undefined ? 'benefits-list' : `benefits-list ${className}`}>
      {benefits.map((benefit) => (
        <li key={benefit}>
          <svg
            className="benefits-list__tick"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M3 8.5 6.5 12 13 4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {benefit}
        </li>
      ))}
    </ul>
  );
}
