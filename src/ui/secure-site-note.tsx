import { LockIcon } from './lock-icon';

export function SecureSiteNote() {
  return (
    <p className="secure-site-note">
      <LockIcon className="secure-site-note__icon" />
      Secure site: your details are encrypted when you send them to us.
    </p>
  );
}
