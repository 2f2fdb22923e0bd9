/**
 * Cover art for the demo courses, drawn from the course's slug: `GET /demo/courses/<slug>.svg`. The demo data (the
 * API's seed) points its images here, on the site's own origin, so a fresh install shows covers without reaching any
 * other site (an offline machine showed broken images), and a course page's largest image costs no connection to a
 * third party before it paints. A course created by an educator keeps the image address they give.
 */

/** A slug as the seed writes them: lower-case words joined by hyphens. */
const COVER_FILE = /^([a-z0-9]+(?:-[a-z0-9]+){0,15})\.svg$/;

/** Two colours per cover, from the theme's family (indigo primary), light text would read on both. */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#4f46e5', '#7c3aed'],
  ['#0f766e', '#0891b2'],
  ['#b45309', '#dc2626'],
  ['#be185d', '#7c3aed'],
  ['#15803d', '#0d9488'],
  ['#1d4ed8', '#0891b2'],
  ['#6d28d9', '#db2777'],
  ['#334155', '#4f46e5'],
];

/** FNV-1a: a stable number from the slug, so a course keeps its cover across restarts and machines. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The slug of a cover's file name, or null for any other name (which is then not found). */
export function coverSlug(file: string): string | null {
  return COVER_FILE.exec(file)?.[1] ?? null;
}

/** A 400×250 cover (the size the course form recommends): a gradient, three soft circles and a play mark. */
export function courseCoverSvg(slug: string): string {
  const seed = hash(slug);
  const [from, to] = PALETTES[seed % PALETTES.length] as readonly [string, string];
  // Three circles placed by successive bytes of the hash, kept partly inside the frame.
  const circles = [0, 1, 2]
    .map((index) => {
      const byte = (shift: number) => (seed >>> ((index * 8 + shift) % 32)) & 0xff;
      const cx = 40 + ((byte(0) * 320) >> 8);
      const cy = 20 + ((byte(3) * 210) >> 8);
      const r = 50 + ((byte(5) * 90) >> 8);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.06 + index * 0.04).toFixed(2)}"/>`;
    })
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250" viewBox="0 0 400 250">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="400" height="250" fill="url(#g)"/>',
    circles,
    '<rect x="164" y="93" width="72" height="64" rx="16" fill="#fff" fill-opacity="0.92"/>',
    `<path d="M191 109v32l26-16z" fill="${from}"/>`,
    '</svg>',
  ].join('');
}
