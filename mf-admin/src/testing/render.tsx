import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, httpApi, type LecternApi } from '@lectern/shared-sdk';

/** Shows where the page navigated to, so tests can assert on it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders one admin page at `url` under its route pattern, with a fake API (unlisted calls fail the test loudly). */
export function renderPage(element: ReactElement, { pattern, url, api }: { pattern: string; url: string; api: Partial<LecternApi> }) {
  const fake = Object.fromEntries(
    Object.keys(httpApi).map((name) => [name, () => Promise.reject(new Error(`unexpected call: ${name}`))]),
  ) as unknown as LecternApi;
  const merged: LecternApi = { ...fake, ...api };
  const result = render(
    <ApiProvider api={merged}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ApiProvider>,
  );
  return { ...result, api: merged };
}
