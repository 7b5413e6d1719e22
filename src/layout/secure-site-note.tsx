export function SecureSiteNote() {
  return (
    <p className="secure-site-note">
      <svg
        className="secure-site-note__icon"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
        <path
          d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      Secure site: your details are encrypted when you send them to us.
    </p>
  );
}
