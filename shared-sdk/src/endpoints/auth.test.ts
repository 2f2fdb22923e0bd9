import { configureApi } from '../client/http';
import { googleSignInUrl } from './auth';

afterEach(() => configureApi({ baseUrl: '' }));

test('Google sign-in always starts asking for a hand-off code, so no session token comes back in an address', () => {
  configureApi({ baseUrl: 'https://api.example.edu/' });

  expect(googleSignInUrl()).toBe('https://api.example.edu/api/auth/google?handoff=code');
});
