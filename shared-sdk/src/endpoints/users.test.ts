import { configureApi } from '../client/http';
import { sessionStore, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../session/session-store';
import { buildUser } from '../testing/factories';
import { changePassword } from './users';

function respond(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('changePassword', () => {
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    sessionStore.getState().signIn(buildUser({ name: 'Sam Student' }), 'old-token');
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
    sessionStore.getState().signOut();
  });

  it('keeps the user signed in with the fresh token the server returns', async () => {
    const fetchMock = respond(200, { message: 'Password updated successfully', token: 'fresh-token' });
    globalThis.fetch = fetchMock;

    await changePassword({ oldPassword: 'old password', newPassword: 'new password' });

    const sent = fetchMock.mock.calls[0][0] as Request;
    expect(sent.method).toBe('PATCH');
    expect(sent.url).toBe('http://api.test/api/users/profile/password');
    expect(sent.headers.get('Authorization')).toBe('Bearer old-token');
    expect(sessionStore.getState().token).toBe('fresh-token');
    expect(sessionStore.getState().user?.name).toBe('Sam Student');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toContain('Sam Student');
  });

  it('keeps the old token when the change is refused', async () => {
    globalThis.fetch = respond(400, { message: 'oldPassword: the current password is incorrect' });

    await expect(changePassword({ oldPassword: 'wrong', newPassword: 'new password' })).rejects.toThrow('oldPassword: the current password is incorrect');

    expect(sessionStore.getState().token).toBe('old-token');
  });
});
