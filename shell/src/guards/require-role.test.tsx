import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, sessionStore, useLocation, type Role } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { RequireRole } from './require-role';

function LoginPage() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return <h1>{`Login page (from ${from ?? 'nowhere'})`}</h1>;
}

function renderGuarded(path: string, allowed: readonly Role[]) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/student" element={<h1>Student home</h1>} />
        <Route
          path="/admin"
          element={
            <RequireRole allowed={allowed}>
              <h1>Admin area</h1>
            </RequireRole>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => sessionStore.getState().signOut());

test('sends a visitor who is not signed in to /login, remembering where they wanted to go', () => {
  renderGuarded('/admin', ['admin']);
  expect(screen.getByRole('heading', { name: 'Login page (from /admin)' })).toBeInTheDocument();
  expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
});

test('sends a student who opens /admin to their own /student', () => {
  sessionStore.getState().signIn(buildUser({ role: 'student' }), 'token');
  renderGuarded('/admin', ['admin']);
  expect(screen.getByRole('heading', { name: 'Student home' })).toBeInTheDocument();
  expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
});

test('renders the page for a user with an allowed role', () => {
  sessionStore.getState().signIn(buildUser({ role: 'admin' }), 'token');
  renderGuarded('/admin', ['admin']);
  expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
});
