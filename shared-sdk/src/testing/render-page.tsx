import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider, httpApi, type LecternApi } from '../core/api-context';
import { createQueryClient } from '../core/query-client';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../toasts/toast-store';
import type { User } from '../users/schemas';

/** Where the page navigated to, with its query: the 'Current path' output (test id 'location'). */
function CurrentPath() {
  const location = useLocation();
  return (
    <output aria-label="Current path" data-testid="location">
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * The whole API as jest.fns: every call not handed in rejects with 'unexpected call: name', so a page reaching for
 * an endpoint the test did not expect fails it.
 */
export function fakeApi(overrides: Partial<LecternApi> = {}): LecternApi {
  const fake = Object.fromEntries(
    Object.keys(httpApi).map((name) => [name, jest.fn(() => Promise.reject(new Error(`unexpected call: ${name}`)))]),
  ) as unknown as LecternApi;
  // The live notification stream is no request: by default it opens nothing, and a test that needs events hands its own.
  fake.openNotificationStream = jest.fn(() => () => {});
  return { ...fake, ...overrides };
}

export interface RenderPageOptions {
  /** The route the page is mounted on (for its params); '*', the default, mounts it at every address. */
  pattern?: string;
  /** The address the page opens at. */
  url?: string;
  /** The calls the test answers (a whole `fakeApi` or some endpoints); any other call rejects. */
  api?: Partial<LecternApi>;
  /** The page's query cache: a fresh one unless a test renders a second visit within the same page. */
  queryClient?: QueryClient;
}

/**
 * One page of a remote at `url` under its route `pattern`, for the remotes' jest suites, with a fake API (see
 * `fakeApi`). Any other path renders 'Another page'.
 */
export function renderPage(
  element: ReactElement,
  { pattern = '*', url = '/', api = {}, queryClient = createQueryClient({ retry: false }) }: RenderPageOptions,
) {
  const merged = fakeApi(api);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={merged}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            {pattern !== '*' && <Route path="*" element={<p>Another page</p>} />}
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...result, api: merged, queryClient };
}

/** Signs `user` in, as a page would find them after the session loaded. */
export function signInAs(user: User): void {
  sessionStore.getState().signIn(user, 'test-token');
}

/** Nobody signed in, the session loaded, no toasts: the state each test starts from. */
export function resetStores(): void {
  sessionStore.getState().signOut();
  sessionStore.setState({ loading: false });
  toastStore.setState({ toasts: [] });
}

/** The toasts raised so far, as a person reads them. */
export function toasts() {
  return toastStore.getState().toasts.map(({ title, description, severity }) => ({ title, description, severity }));
}

/** A StatCard of the page, by its label: the group it names ('Total Students'). */
export function statCard(label: string) {
  return screen.getByRole('group', { name: label });
}

/** A ListSection of the page, by its title, once it lists its rows rather than their placeholders. */
export async function findListSection(title: string) {
  const section = screen.getByRole('region', { name: title });
  await within(section).findByRole('list');
  return section;
}

/**
 * What the page shows after each of `queries` is typed into the search box `search`, in turn, the box emptied before
 * each: `read()` once per query.
 */
export async function afterEachSearch<T>(user: UserEvent, search: HTMLElement, queries: readonly string[], read: () => T): Promise<T[]> {
  const shown: T[] = [];
  for (const query of queries) {
    await user.clear(search);
    await user.type(search, query);
    shown.push(read());
  }
  return shown;
}
