import { configureApi } from '../core/http';
import { sessionStore } from '../session/session-store';
import { buildUser } from '../testing/factories';
import { httpApi } from '../core/api-context';

const { changePassword } = httpApi;

function respond(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('changePassword', () => {
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    sessionStore.getState().signIn(buildUser({ name: 'Sam Student' }), 'my-token');
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
    sessionStore.getState().signOut();
  });

  it('sends the change with this session and stays signed in with the same token', async () => {
    const fetchMock = respond(200, { message: 'Password updated successfully' });
    globalThis.fetch = fetchMock;

    await expect(changePassword({ oldPassword: 'old password', newPassword: 'new password' })).resolves.toEqual({
      message: 'Password updated successfully',
    });

    const sent = fetchMock.mock.calls[0][0] as Request;
    expect(sent.method).toBe('PATCH');
    expect(sent.url).toBe('http://api.test/api/users/profile/password');
    expect(sent.headers.get('Authorization')).toBe('Bearer my-token');
    expect(sessionStore.getState()).toMatchObject({ token: 'my-token', user: { name: 'Sam Student' } });
  });

  it('rejects with the server message when the change is refused', async () => {
    globalThis.fetch = respond(400, { message: 'oldPassword: the current password is incorrect' });

    await expect(changePassword({ oldPassword: 'wrong', newPassword: 'new password' })).rejects.toThrow(
      'oldPassword: the current password is incorrect',
    );
    expect(sessionStore.getState().token).toBe('my-token');
  });
});
