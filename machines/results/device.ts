/** spec 2 §9: a mobile device is one whose user agent names Android, iPhone, iPad or iPod. */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod/i;

export function isMobileDevice(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}
