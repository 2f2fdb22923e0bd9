import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, sessionStore, useLocation, useSearchParams, type Role } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { RequireRole } from './require-role';

function LoginPage() {
  const [params] = useSearchParams();
  return <h1>{`Login page (next ${params.get('next') ?? 'nowhere'})`}</h1>;
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderGuarded(path: string, allowed: readonly Role[]) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Address />
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

test('sends a visitor who is not signed in to /login, with where they wanted to go as its next page', () => {
  renderGuarded('/admin', ['admin']);
  expect(screen.getByRole('heading', { name: 'Login page (next /admin)' })).toBeInTheDocument();
  expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
});

test('keeps the query and hash of the page in the next page, and leaves a token out of it', () => {
  renderGuarded('/admin?tab=2&token=abc.def.ghi#notes', ['admin']);
  expect(screen.getByRole('heading', { name: 'Login page (next /admin?tab=2#notes)' })).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent('/login?next=%2Fadmin%3Ftab%3D2%23notes');
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
