import http from 'node:http';
import type net from 'node:net';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import type { App } from '../../app';
import type { UserRow } from '../../db/schema';
import { EventReader } from '../../testing/event-stream';
import { insertUser } from '../../testing/fixtures';
import { TestHarness } from '../../testing/test-app';

/** A browser's connection to the stream, as plain HTTP: its status, its events, and the way to go away. */
async function connect(url: string, token: string): Promise<{ status: number; reader: EventReader; leave: () => void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${NOTIFICATION_STREAM_PATH}`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (response) => {
      resolve({ status: response.statusCode ?? 0, reader: new EventReader(response), leave: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

async function listening(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
}

// PostgreSQL only, where several instances share one database (jest.config.cjs runs *.postgres.test.ts when
// TEST_DATABASE_URL names a server).
describe('notifications across two API instances on one PostgreSQL database', () => {
  const t = new TestHarness('postgres');
  let twin: App;
  let twinUrl: string;
  let student: UserRow;
  let token: string;

  beforeAll(async () => {
    await t.start();
    await listening(t.app);
    twin = await t.startTwin();
    twinUrl = await listening(twin);
    student = await insertUser(t.db);
    token = await t.tokenFor(student);
  });
  afterAll(() => t.stop());

  it('pushes a notification made through one instance to a browser connected to the other, and nothing a rollback took back', async () => {
    const { status, reader, leave } = await connect(twinUrl, token);
    expect(status).toBe(200);
    try {
      expect(await reader.next()).toEqual({ event: 'unread', data: { unread: 0 } });

      const event = (key: string, title: string) => ({
        userId: student.id,
        kind: 'receipt' as const,
        key,
        title,
        body: 'Paid',
        link: '/student/purchases',
      });
      // Made through the first instance, in a transaction that rolls back: never told.
      await expect(
        t.db.transaction().execute(async (trx) => {
          await t.app.notify(trx, event('rolled-back', 'Never told'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await t.db.transaction().execute((trx) => t.app.notify(trx, event('paid', 'Your receipt')));

      expect(await reader.next()).toMatchObject({ event: 'notification', data: { title: 'Your receipt', link: '/student/purchases' } });
      expect(await reader.next()).toEqual({ event: 'unread', data: { unread: 1 } });
    } finally {
      leave();
    }
  });

  it('frees the place of a browser that went away, on the instance it was connected to', async () => {
    const { reader, leave } = await connect(twinUrl, token);
    await reader.next('unread');
    expect(twin.notificationStreams.count()).toBe(1);
    leave();
    // The server hears the connection close; the place is free once it has (the next stream is accepted either way).
    while (twin.notificationStreams.count() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(twin.notificationStreams.count()).toBe(0);
  });
});
