import { everyCall } from '@lectern/shared-sdk/core/calls';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import { docsPrefix } from '../plugins/docs';
import { TestHarness } from '../testing/test-app';

/**
 * The API's routes are the API calls (shared-sdk/src/<domain>/calls.ts), which the SDK makes too: a route cannot be
 * added, moved or dropped on one side only. The only others are the API's own health check, its documentation and
 * the CORS preflight answer, and the live notification stream (Server-Sent Events, not a JSON call).
 */
const offContract = ({ method, url }: { method: string; url: string }) =>
  url === '/healthz' || url.startsWith(docsPrefix) || (method === 'OPTIONS' && url === '*') || url === NOTIFICATION_STREAM_PATH;

describe("the API's routes and the calls", () => {
  const t = new TestHarness('sqlite', { env: { API_DOCS: 'true' } });
  beforeAll(() => t.start());
  afterAll(() => t.stop());

  it('registers a route for every call, and no other but its health check, documentation and preflight', () => {
    const registered = t.app.routeTable.filter((route) => !offContract(route)).map((route) => `${route.method} ${route.url}`);
    const declared = everyCall().map(({ call }) => `${call.method} ${call.path}`);
    expect(registered.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !registered.includes(route))).toEqual([]);
  });
});
