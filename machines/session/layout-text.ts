/** The frame around every page (spec 1 §2, §6; spec 2 §2): the home dialog, the loading status, the partner. */

export const layoutText = {
  /** The header logo past step 1: 'Go to the homepage? You'll lose all your responses if you do.' */
  homeDialog: {
    title: 'Go to the homepage?',
    body: "You'll lose all your responses if you do.",
    leave: 'Home Page',
    stay: 'Stay Here',
  },
  /** The footer's way back to the cookie choice, and the banner's way into it. */
  cookieSettings: 'Cookie settings',
  loading: 'Loading...',
  /** Beside a comparison site's logo (spec 1 §6). */
  inAssociationWith: 'In Association with',
} as const;
