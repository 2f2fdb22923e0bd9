import { AsyncLocalStorage } from 'node:async_hooks';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { configureAnswerObserver, type ObservedAnswer } from '@lectern/shared-sdk';

/**
 * Visitors' pages kept as rendered, and served again only once the API has confirmed that every read the page was
 * rendered from still answers the same.
 *
 * A visitor's page is the same for every visitor until its data changes; rendering it (React, emotion's critical CSS,
 * brotli) costs the shell's one thread some 30 ms, so a crowd on the catalogue would queue behind it. While a page
 * renders, every answer the SDK receives is noted with its ETag (the API's strong validator of the bytes it sent,
 * http-cache.ts). To serve the page again, the shell asks for each of those reads once more with If-None-Match: all
 * 304, and the kept bytes (already compressed) go out; anything else, and the page is rendered anew. So a kept page is
 * never older than the request it answers, whatever table the change was in: the API's answers are compared, not a
 * list of tables.
 *
 * The requests arriving while a check is on its way wait for the next one, which they share: a check is one round of
 * conditional reads for a whole batch of visitors, and it always starts after each of them arrived.
 *
 * A page is kept only when every read it made was a GET answered 200 with an ETag and without a token (a visitor's
 * read); anything else (a read that failed, one without a validator) leaves it to be rendered each time.
 */

/** One API read a page was rendered from: its address and the validator of the answer. */
export interface ApiRead {
  url: string;
  etag: string;
}

/** The reads made while one render runs. */
class ReadLog {
  readonly reads = new Map<string, string>();
  revalidatable = true;

  note({ method, url, status, etag, withToken }: ObservedAnswer): void {
    const known = this.reads.get(url);
    if (method !== 'GET' || status !== 200 || !etag || withToken || (known && known !== etag)) {
      this.revalidatable = false;
      return;
    }
    this.reads.set(url, etag);
  }
}

const readLogs = new AsyncLocalStorage<ReadLog>();
let observing = false;

/**
 * Runs `work` (a visitor's render) noting the API reads it makes: what it returns, and the reads, or null when the
 * result cannot be revalidated (see ReadLog).
 */
export async function noteReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: ApiRead[] | null }> {
  if (!observing) {
    configureAnswerObserver((answer) => readLogs.getStore()?.note(answer));
    observing = true;
  }
  const log = new ReadLog();
  const result = await readLogs.run(log, work);
  return { result, reads: log.revalidatable ? [...log.reads].map(([url, etag]) => ({ url, etag })) : null };
}

/** A page as kept: its document in each coding, and what it was rendered from. */
export interface KeptPage {
  /** The page's headers but its coding (type, CSP, caching, links). */
  headers: Record<string, string>;
  /** The document's strong validator, before any coding (see page-cache.ts). */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface Entry {
  page: KeptPage;
  reads: ApiRead[];
  keptAt: number;
  bytes: number;
  /** The check on its way, and its number (see `checksStarted`). */
  check: { number: number; current: Promise<boolean> } | null;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface RenderedPagesOptions {
  /** How long a check of the reads may take before the page is rendered anew instead. */
  checkTimeoutMs: number;
  /** How long a page is kept at most, however current its data (its relative dates, say, age): a minute by default. */
  maxAgeMs?: number;
  /** How many bytes the kept pages may take, all codings counted: 32 MB by default. */
  maxBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export class RenderedPages {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** How many checks have started, over all pages: a request may only share a check numbered above what it saw. */
  private checksStarted = 0;
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: RenderedPagesOptions) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** The page kept under `key` if the API confirms, after this call, that it is still current; undefined otherwise. */
  async current(key: string): Promise<KeptPage | undefined> {
    const seen = this.checksStarted;
    let entry = this.entries.get(key);
    while (entry) {
      if (this.now() - entry.keptAt > this.maxAgeMs) break;
      const check = entry.check;
      if (check && check.number > seen) {
        if (!(await check.current)) return undefined;
        // Most recently served last: the first entry is the one to drop when room is needed.
        if (this.entries.get(key) === entry) {
          this.entries.delete(key);
          this.entries.set(key, entry);
        }
        return entry.page;
      }
      if (check) {
        // Started before this request arrived: it may have read before a change this request must see. Wait for it,
        // then share (or start) the next one.
        await check.current;
      } else {
        const checked = entry;
        const started = { number: ++this.checksStarted, current: this.confirm(checked.reads) };
        checked.check = started;
        // Before anyone waiting on it goes on: a page found changed is dropped, so they render it anew.
        void started.current.then((unchanged) => {
          if (checked.check === started) checked.check = null;
          if (!unchanged) this.drop(key, checked);
        });
      }
      // The entry may have been dropped or replaced meanwhile.
      entry = this.entries.get(key);
    }
    if (entry) this.drop(key, entry);
    return undefined;
  }

  /** Keeps a page rendered from `reads` (see noteReads), compressed once here rather than per request. */
  async keep(key: string, reads: ApiRead[], document: string, etag: string, headers: Record<string, string>): Promise<void> {
    const identity = Buffer.from(document);
    const [br, gzip] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipped(identity, { level: 9 }),
    ]);
    const bytes = identity.length + br.length + gzip.length;
    if (bytes > this.maxBytes / 4) return;
    const before = this.entries.get(key);
    if (before) this.drop(key, before);
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
    this.entries.set(key, { page: { headers, etag, identity, br, gzip }, reads, keptAt: this.now(), bytes, check: null });
    this.bytes += bytes;
  }

  /** How many pages are kept (for tests and the log). */
  get size(): number {
    return this.entries.size;
  }

  /** Drops `entry` if it is still the one kept under `key` (not a newer rendering). */
  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Whether every read still answers with the validator it had: asked again with If-None-Match, all at once. */
  private async confirm(reads: ApiRead[]): Promise<boolean> {
    const signal = AbortSignal.timeout(this.options.checkTimeoutMs);
    const unchanged = async ({ url, etag }: ApiRead) => {
      const response = await fetch(url, { headers: { 'if-none-match': etag, accept: 'application/json' }, signal });
      // A 200 is read to its end, so its connection goes back to the pool.
      if (response.status !== 304) await response.arrayBuffer();
      return response.status === 304 || (response.status === 200 && response.headers.get('etag') === etag);
    };
    try {
      return (await Promise.all(reads.map(unchanged))).every(Boolean);
    } catch {
      return false;
    }
  }
}
