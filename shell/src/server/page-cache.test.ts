/**
 * @jest-environment node
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_COMPRESSION } from './page-cache';

/** A page as the server renders one: markup of many cards and the emotion rules they use, each a little different. */
function renderedPage(cards = 600): string {
  const rules = Array.from(
    { length: cards },
    (_, i) => `.lectern-${(i * 7919).toString(36)}{margin:${i % 17}px;color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}}`,
  );
  const markup = Array.from(
    { length: cards },
    (_, i) =>
      `<article class="lectern-${(i * 7919).toString(36)}"><h3>Course ${i}: ${['Python', 'React', 'SQL', 'Rust'][i % 4]} for week ${i % 52}</h3><p>${i * 31} students · ${(i % 50) / 10} stars</p></article>`,
  );
  return `<!doctype html><html><head><style>${rules.join('')}</style></head><body>${markup.join('')}</body></html>`;
}

test("a rendered page is compressed with brotli's quality 5, and comes out smaller than gzip's", () => {
  expect(PAGE_COMPRESSION.brotliOptions.params).toEqual({ [constants.BROTLI_PARAM_QUALITY]: 5 });
  const page = Buffer.from(renderedPage());
  const brotli = brotliCompressSync(page, PAGE_COMPRESSION.brotliOptions).length;
  expect(brotli).toBeLessThan(gzipSync(page).length);
});
