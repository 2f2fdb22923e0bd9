import { Writable } from 'node:stream';

/**
 * A logger for a test app that keeps every line the app writes, so the test can read the log back: pass `logger` to
 * `describeEachDatabase`'s options and read `lines` (one JSON text a line, in the order written).
 */
export function capturedLog(level: 'info' | 'trace') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
