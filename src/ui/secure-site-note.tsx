import { JOURNEY_TEXT } from '../../machines/core/text';
import { LockIcon } from './lock-icon';

export function SecureSiteNote() {
  return (
    <p className="secure-site-note">
      <LockIcon className="secure-site-note__icon" />
      {JOURNEY_TEXT.layout.secureSite}
    </p>
  );
}
