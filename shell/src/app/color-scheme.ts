/**
 * Light, dark, or as the system says. MUI's provider keeps the choice in localStorage (under COLOR_SCHEME_STORAGE_KEY)
 * and marks <html> with the scheme in use (COLOR_SCHEME_ATTRIBUTE), which picks one of the two palettes the page's CSS
 * variables carry. The provider runs with the page's scripts, after the first paint of a server-rendered page: the
 * inline script below sets the same attribute from the same choice first, so a dark system's page is dark from its
 * first paint.
 */
export type ColorSchemeMode = 'system' | 'light' | 'dark';

export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const COLOR_SCHEME_STORAGE_KEY = 'lectern-color-scheme';

/**
 * The head's inline script, hand-minified (its hash is in the page's CSP, so it is the same on every page). A blocked
 * localStorage (some privacy settings) throws: the system's preference then decides.
 */
export const colorSchemeScript =
  `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}` +
  'if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  `document.documentElement.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},m)})()`;

/**
 * The page's canvas in the chosen scheme until the page's own styles arrive (a page the browser renders has none
 * before its scripts run): the browser's dark canvas instead of a white flash.
 */
export const colorSchemeStyle = `[${COLOR_SCHEME_ATTRIBUTE}=dark]{color-scheme:dark}`;
