/**
 * The first screens the build draws for the pages customers land on (scripts/vite/first-screens.ts), which the
 * server sends in the page (server/static-app.ts) and the app takes over (src/app/first-screen.ts).
 */
export interface FirstScreen {
  /** The page's title, as the app sets it. */
  title: string;
  /** What the app draws in #root, as static markup. */
  html: string;
  /** The built style sheets it is drawn with, each an address on the app's origin. */
  styles: string[];
}

/** Where the build writes them, in its output folder. */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/** By path, as the router writes it. */
export type FirstScreens = Record<string, FirstScreen>;

/** The attribute #root carries while it holds a first screen the app has not taken over yet. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The attribute of the <style> element a first screen's page holds its style sheets in: their addresses, spaced.
 * The app links them, disabled, so that its loader neither fetches them again nor puts them after it.
 */
export const INLINED_SHEETS_ATTRIBUTE = 'data-sheets';
