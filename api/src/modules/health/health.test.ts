import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../config/env';
import { latestMigration } from '../../db/migrate';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('health', (t) => {
  it('answers ok while the database answers', async () => {
    const response = await t.get('/healthz');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it("says the API's version and the database's migration level (no build time from source)", async () => {
    const { version } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string };

    const response = await t.get('/api/version');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ version, builtAt: null, migration: latestMigration });
  });

  it('answers 503 when the database cannot be reached', async () => {
    await t.db.destroy();

    const response = await t.get('/healthz');

    expect(response.status).toBe(503);
    expect(messageOf(response)).toBe('Database unavailable');
  });
});
