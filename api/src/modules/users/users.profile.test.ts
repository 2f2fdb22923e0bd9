import { authResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { userResponseSchema } from '@lectern/shared-sdk/users/schemas';
import { fixturePassword, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';
import { withWallClockAhead } from '../../testing/wall-clock';

describeEachDatabase('own profile', (t) => {
  const patch = (url: string, body: unknown, token?: string) => t.request('PATCH', url, token ? { body, token } : { body });
  const newPassword = 'a brand new passphrase';

  it('shows every role its own profile', async () => {
    for (const role of ['student', 'educator', 'admin'] as const) {
      const user = await insertUser(t.db, { role, name: `The ${role}`, createdAt: '2025-11-03T09:00:00.000Z' });
      const response = await t.get('/api/users/profile', await t.tokenFor(user));
      expect(response.status).toBe(200);
      expect(userResponseSchema.parse(response.body).user).toMatchObject({
        id: user.id,
        name: `The ${role}`,
        email: user.email,
        role,
        profileImage: null,
        joinedAt: '2025-11-03T09:00:00.000Z',
      });
    }
    expect((await t.get('/api/users/profile')).status).toBe(401);
  });

  it('changes the name and an http(s) image, and nothing else', async () => {
    const user = await insertUser(t.db, { name: 'Old Name' });
    const token = await t.tokenFor(user);

    const response = await patch(
      '/api/users/profile',
      { name: '  New Name ', profileImage: 'https://images.example/me.png', role: 'admin', email: 'x@gmail.com', isActive: false },
      token,
    );

    expect(response.status).toBe(200);
    expect(userResponseSchema.parse(response.body).user).toMatchObject({
      name: 'New Name',
      profileImage: 'https://images.example/me.png',
      role: 'student',
      email: user.email,
      isActive: true,
    });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'New Name', profile_image: 'https://images.example/me.png', role: 'student', email: user.email });

    const nameOnly = await patch('/api/users/profile', { name: 'Newer Name' }, token);
    expect(userResponseSchema.parse(nameOnly.body).user).toMatchObject({ name: 'Newer Name', profileImage: 'https://images.example/me.png' });
    const cleared = await patch('/api/users/profile', { profileImage: '' }, token);
    expect(userResponseSchema.parse(cleared.body).user.profileImage).toBeNull();
  });

  it('refuses a non-http(s) image and an empty name with 400 naming the field, writing nothing', async () => {
    const user = await insertUser(t.db, { name: 'Kept Name' });
    const token = await t.tokenFor(user);

    for (const profileImage of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://files.example/me.png', 'not a url']) {
      const response = await patch('/api/users/profile', { name: 'Changed', profileImage }, token);
      expect(response.status).toBe(400);
      expect(messageOf(response)).toMatch(/^profileImage: /);
    }
    const emptyName = await patch('/api/users/profile', { name: '   ' }, token);
    expect(emptyName.status).toBe(400);
    expect(messageOf(emptyName)).toMatch(/^name: /);

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Kept Name', profile_image: null });
  });

  it('changes the password with the old one: the caller stays signed in, every other device is signed out', async () => {
    const user = await insertUser(t.db, { role: 'educator' });
    const laptop = await t.tokenFor(user);
    const phone = await t.tokenFor(user);

    const response = await patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword }, laptop);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password updated successfully' });
    expect((await t.get('/api/users/profile', laptop)).status).toBe(200);
    expect((await t.get('/api/users/profile', phone)).status).toBe(401);

    const oldLogin = await t.post('/api/auth/login', { email: user.email, password: fixturePassword });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.post('/api/auth/login', { email: user.email, password: newPassword });
    expect(newLogin.status).toBe(200);
    expect(authResponseSchema.parse(newLogin.body).user.id).toBe(user.id);
  });

  it('refuses a wrong old password and a new one outside the length rules, keeping the session', async () => {
    const user = await insertUser(t.db);
    const token = await t.tokenFor(user);

    const wrong = await patch('/api/users/profile/password', { oldPassword: 'not my password', newPassword }, token);
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe('oldPassword: the current password is incorrect');

    const short = await patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword: 'short' }, token);
    expect(short.status).toBe(400);
    expect(messageOf(short)).toMatch(/^newPassword: must be at least 8 characters/);
    const long = await patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword: 'x'.repeat(129) }, token);
    expect(long.status).toBe(400);
    expect(messageOf(long)).toMatch(/^newPassword: /);
    const missing = await patch('/api/users/profile/password', { newPassword }, token);
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toMatch(/^oldPassword: /);

    const sixtyFour = 'p'.repeat(64);
    expect((await patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword: sixtyFour }, token)).status).toBe(200);
    expect((await t.post('/api/auth/login', { email: user.email, password: sixtyFour })).status).toBe(200);
  });

  it('tells a Google-only account it has no password to change', async () => {
    const user = await insertUser(t.db);
    await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();

    const response = await patch('/api/users/profile/password', { oldPassword: 'anything at all', newPassword }, await t.tokenFor(user));

    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Your account signs in with Google and has no password to change.');
  });

  it('limits wrong old passwords to 5 per 15 minutes per account', async () => {
    const user = await insertUser(t.db);
    const token = await t.tokenFor(user);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await patch('/api/users/profile/password', { oldPassword: `guess ${attempt}`, newPassword }, token)).status).toBe(400);
    }
    const blocked = await patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword }, token);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();

    const afterWindow = await withWallClockAhead(15 * 60 + 1, () =>
      patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword }, token),
    );
    expect(afterWindow.status).toBe(200);
  });

  it('lets one of two simultaneous password changes win', async () => {
    const user = await insertUser(t.db);
    const token = await t.tokenFor(user);

    const responses = await Promise.all([
      patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword: 'first new password' }, token),
      patch('/api/users/profile/password', { oldPassword: fixturePassword, newPassword: 'second new password' }, token),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const signIns = await Promise.all(
      ['first new password', 'second new password'].map(
        async (password) => (await t.post('/api/auth/login', { email: user.email, password })).status,
      ),
    );
    expect(signIns.sort()).toEqual([200, 401]);
    expect((await t.get('/api/users/profile', token)).status).toBe(200);
  });
});
