import { capturedLog } from '../testing/captured-log';
import { describeEachDatabase } from '../testing/test-app';

const log = capturedLog('info');
const logEntries = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describeEachDatabase(
  'request log',
  (t) => {
    beforeEach(() => log.lines.splice(0));

    it('writes one line per request, in words, with its method, address, status and time as fields', async () => {
      await t.get('/api/courses?limit=1');
      await t.get('/api/no-such-route');

      const entries = logEntries();
      const requests = entries.filter((entry) => 'statusCode' in entry);
      expect(requests.map((entry) => entry.msg)).toEqual([
        expect.stringMatching(/^GET \/api\/courses\?limit=1 200 in \d+ ms$/),
        expect.stringMatching(/^GET \/api\/no-such-route 404 in \d+ ms$/),
      ]);
      expect(requests[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/courses?limit=1', statusCode: 200, responseTime: expect.any(Number) });
      // Nothing else about these two requests: no 'incoming request' line, no separate 'route not found' line.
      expect(entries.filter((entry) => typeof entry.msg === 'string' && /incoming request|not found/i.test(entry.msg))).toEqual([]);
    });
  },
  { logger: log.logger },
);
