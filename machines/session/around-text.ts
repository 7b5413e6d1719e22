/** What the page furniture around the journey says, loaded with the banner and the warning that show it. */

/** Two minutes before the 15-minute idle time-out (WCAG 2.2 SC 2.2.1); `{time}` counts down. */
export const timeOutWarningText = {
  title: 'Are you still there?',
  body: 'For your security, we will close your quote in {time} because you have not done anything for a while. Anything you have entered is saved.',
  continue: 'Continue my quote',
  minutes: (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`,
  seconds: (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`,
} as const;

/** The cookie banner (spec 1 §1, §6): nothing non-essential is stored or sent until the visitor chooses. */
export const consentText = {
  title: 'Cookies on DropCover',
  intro:
    'We use essential cookies and local storage to make this site work, such as remembering your answers as you go.',
  ask: 'With your permission, we would also like to use analytics cookies to understand how people use the site so we can improve it, and marketing cookies to remember which advert or link brought you here.',
  acceptAll: 'Accept all cookies',
  rejectAll: 'Reject non-essential cookies',
  settingsTitle: 'Choose which cookies we use',
  essential: 'Essential cookies are always on: without them you cannot get a quote or buy.',
  analyticsLabel: 'Analytics cookies',
  analyticsHint: 'Tell us which pages and questions people use, without what they type.',
  marketingLabel: 'Marketing cookies',
  marketingHint: 'Remember the campaign or link that brought you here, for 30 days.',
  save: 'Save my choices',
  cancel: 'Keep my current choices',
} as const;

/** The customer-review widget (spec 1 §1): 4 and 5 star reviews only. */
export const reviewsText = {
  heading: 'What our customers say',
  /** Says plainly that lower ratings are left out, so the selection does not pass for all reviews. */
  selection: 'A selection of our most recent 4 and 5 star reviews.',
  stars: (rating: number) => `${String(rating)} out of 5 stars`,
} as const;
