import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, httpApi, type LecternApi } from '@lectern/shared-sdk';

function Location() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/**
 * One educator page at `url` under its route `pattern`, with a fake API: calls not handed in reject with
 * 'unexpected call: name', so a page reaching for an endpoint the test did not expect shows up as a failure.
 * The current path is readable through the 'Current path' output for navigation checks.
 */
export function renderPage(element: ReactElement, { pattern, url, api }: { pattern: string; url: string; api: Partial<LecternApi> }) {
  const fake = Object.fromEntries(
    Object.keys(httpApi).map((name) => [name, jest.fn(() => Promise.reject(new Error(`unexpected call: ${name}`)))]),
  ) as unknown as LecternApi;
  const merged: LecternApi = { ...fake, ...api };
  const result = render(
    <ApiProvider api={merged}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ApiProvider>,
  );
  return { ...result, api: merged };
}
