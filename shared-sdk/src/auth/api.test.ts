import { configureApi } from '../core/http';
import { googleSignInUrl } from './api';

afterEach(() => configureApi({ baseUrl: '' }));

test('Google sign-in always starts asking for a hand-off code, so no session token comes back in an address', () => {
  configureApi({ baseUrl: 'https://api.example.edu/' });

  expect(googleSignInUrl()).toBe('https://api.example.edu/api/auth/google?handoff=code');
});
