import { createHash } from 'node:crypto';
import { SSR_STATE_ELEMENT_ID, type PageHead } from '@lectern/shared-sdk';
import { colorSchemeScript, colorSchemeStyle } from '../app/color-scheme';
import { tapCaptureScript } from '../app/tap-replay';
import type { RenderedPage } from './render';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * JSON inside a <script> element: '<' (and the line separators JavaScript once refused) escaped, so no text of a
 * course can close the element or open another one.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...Object.entries(head.openGraph).map(([key, value]) => meta('property', `og:${key}`, value)),
    ...Object.entries(head.twitter).map(([key, value]) => meta('name', `twitter:${key}`, value)),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ].join('\n    ');
}

/**
 * Where a server render fills the template in (shell/dist/index.html). The build minifies the template (webpack drops
 * comments and quotes it can), so the places are found by their elements, quoted or not.
 */
const HEAD_END = /<\/head>/i;
const ROOT_ELEMENT = /<div id=("?)root\1><\/div>/;
const GENERIC_TITLE = /<title>[^<]*<\/title>\s*/;
const GENERIC_DESCRIPTION = /<meta name=("?)description\1[^>]*>\s*/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

const SCRIPT_ELEMENT = /<script defer(?:=(?:"defer"|defer))? src=("?)([^"\s>]+)\1><\/script>/g;

/** The shell's template made ready to be sent (see withColorScheme) or to hold a server-rendered page (see paintFirst). */
export interface PageTemplate {
  html: string;
  /** The CSP sources that let the page's inline scripts run (the colour scheme's, the tap capture, the loader): their hashes. */
  scriptSources: string[];
}

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * Every page, rendered here or in the browser, gets the colour scheme's style and script at the end of its head (see
 * app/color-scheme.ts): the scheme is on <html> before anything in the body paints.
 */
export function withColorScheme(template: string): PageTemplate {
  return {
    html: template.replace(HEAD_END, (end) => `<style>${colorSchemeStyle}</style><script>${colorSchemeScript}</script>${end}`),
    scriptSources: [hashSource(colorSchemeScript)],
  };
}

/**
 * A server-rendered page is whole before any script runs, so its scripts wait for its first paint: the template's
 * deferred scripts become preloads (requested as early as before, at low priority so the page's images go first)
 * plus a small inline loader at the end of the body, which adds them once the browser has painted (or at once in a
 * hidden tab, which never paints). Deferred scripts run before the first paint whenever the HTML parses quickly, and
 * then the shell's start, the federation runtime and the requests it makes hold the page's first paint back for
 * nothing. Until the page is hydrated, taps on its controls are held by the tap capture, in the head so that it
 * listens before any markup can be tapped (see app/tap-replay.ts). The page's CSP names its inline scripts' hashes
 * (scriptSources).
 */
export function paintFirst(template: string): PageTemplate {
  const sources = [...template.matchAll(SCRIPT_ELEMENT)].map((match) => match[2] as string);
  const loader =
    `(function(){var s=${JSON.stringify(sources)};function load(){s.forEach(function(src){` +
    `var e=document.createElement("script");e.src=src;e.async=false;document.head.appendChild(e)})}` +
    `if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})()`;
  const themed = withColorScheme(template);
  const html = themed.html
    .replace(SCRIPT_ELEMENT, (_element, _quote, src: string) => `<link rel=preload as=script fetchpriority=low href=${src}>`)
    .replace(HEAD_END, (end) => `<script>${tapCaptureScript}</script>${end}`)
    .replace(ROOT_ELEMENT, (root) => `${root}<script>${loader}</script>`);
  return { html, scriptSources: [...themed.scriptSources, hashSource(tapCaptureScript), hashSource(loader)] };
}

/** A template the server cannot fill in would silently serve empty pages: refuse it at start. */
export function assertTemplate(template: string): void {
  const required: Array<[string, RegExp]> = [
    ['</head>', HEAD_END],
    ['<div id="root"></div>', ROOT_ELEMENT],
  ];
  const missing = required.filter(([, pattern]) => !pattern.test(template)).map(([name]) => name);
  if (missing.length > 0) throw new Error(`the shell's index.html lacks ${missing.join(' and ')}: it cannot hold a server-rendered page`);
}

/**
 * The shell's index.html with a rendered page in it: its head (title, description, canonical, Open Graph, Twitter,
 * JSON-LD) in place of the generic one, its critical CSS, its markup, and the state the browser hydrates from. The
 * page reads without scripts, so the <noscript> warning goes.
 */
export function renderDocument(template: PageTemplate, page: RenderedPage): string {
  const state = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${scriptJson(page.state)}</script>`;
  // Functions as replacements: a '$' in a course's text is text, not a replacement pattern.
  return template.html
    .replace(GENERIC_TITLE, '')
    .replace(GENERIC_DESCRIPTION, '')
    .replace(NOSCRIPT, '')
    .replace(HEAD_END, () => `${headTags(page.head)}\n${page.styles}\n</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n${state}`);
}
