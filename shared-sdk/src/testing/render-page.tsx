import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, httpApi, type LecternApi } from '../core/api-context';
import { createQueryClient } from '../core/query-client';

/** Where the page navigated to: the 'Current path' output (test id 'location'). */
function CurrentPath() {
  const location = useLocation();
  return (
    <output aria-label="Current path" data-testid="location">
      {location.pathname}
    </output>
  );
}

/**
 * One page of a remote at `url` under its route `pattern`, for the remotes' jest suites, with a fake API: every call
 * not handed in rejects with 'unexpected call: name', so a page reaching for an endpoint the test did not expect
 * fails it. Any other path renders 'Another page'.
 */
export function renderPage(element: ReactElement, { pattern, url, api }: { pattern: string; url: string; api: Partial<LecternApi> }) {
  const fake = Object.fromEntries(
    Object.keys(httpApi).map((name) => [name, jest.fn(() => Promise.reject(new Error(`unexpected call: ${name}`)))]),
  ) as unknown as LecternApi;
  const merged: LecternApi = { ...fake, ...api };
  const result = render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider api={merged}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...result, api: merged };
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
