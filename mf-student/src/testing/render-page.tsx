import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider, httpApi, type LecternApi } from '@lectern/shared-sdk';

function Location() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/** One page under its route pattern with a fake API; the current path is readable for navigation checks. */
export function renderPage(pattern: string, url: string, element: ReactElement, api: Partial<LecternApi>) {
  return render(
    <ApiProvider api={{ ...httpApi, ...api }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ApiProvider>,
  );
}
