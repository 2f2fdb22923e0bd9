import { HttpError } from '../../lib/http-errors';
import { insertUser } from '../../testing/fixtures';
import { describeEachDatabase } from '../../testing/test-app';
import { toUser } from './users.mapper';
import { usersRepository } from './users.repository';

describeEachDatabase('users repository', (t) => {
  const account = (email: string) => ({
    name: 'Race Runner',
    email,
    passwordHash: 'hash',
    role: 'student' as const,
    createdAt: '2026-03-01T00:00:00.000Z',
  });

  it("turns a duplicate e-mail (two sign-ups racing) into 409 'User already exists'", async () => {
    const users = usersRepository(t.db);
    await users.create(account('racer@gmail.com'));

    const duplicate = users.create(account('racer@gmail.com'));

    await expect(duplicate).rejects.toEqual(new HttpError(409, 'User already exists'));
    await expect(duplicate).rejects.toMatchObject({ statusCode: 409 });
  });

  it('never exposes the password hash', async () => {
    const user = await insertUser(t.db, { role: 'educator', isApproved: false });

    expect(toUser(user)).toEqual({
      _id: String(user.id),
      id: user.id,
      name: user.name,
      email: user.email,
      role: 'educator',
      profileImage: null,
      bio: null,
      isActive: true,
      isApproved: false,
      hasPassword: true,
      joinedAt: user.created_at,
      createdAt: user.created_at,
    });
  });
});
