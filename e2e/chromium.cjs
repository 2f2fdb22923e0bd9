// @ts-check
// Which Chromium the e2e suite drives (Playwright downloads none). CHROMIUM_PATH wins; otherwise Debian's headless
// shell (package chromium-headless-shell: the same Blink without the desktop browser around it, which Playwright
// itself uses for headless runs), which runs the suite in about 30 % less CPU than the full browser; otherwise the
// full browser. The benches keep the full browser: their figures are what a visitor's Chrome does.
const { existsSync } = require('node:fs');

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** @returns {string} the binary to launch; it may not exist (see missingChromiumMessage). */
function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_BROWSER) ? HEADLESS_SHELL : FULL_BROWSER;
}

/** @returns {string | undefined} one line saying how to get a browser, when the one chromiumPath names is missing. */
function missingChromiumMessage() {
  const browser = chromiumPath();
  if (existsSync(browser)) return undefined;
  return process.env.CHROMIUM_PATH
    ? `The e2e suite needs Chromium, and CHROMIUM_PATH=${browser} does not exist: point it at a Chromium binary.`
    : `The e2e suite needs Chromium: install it (Debian: apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH to a Chromium binary.`;
}

module.exports = { chromiumPath, missingChromiumMessage };
