import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { queryOptions } from '@tanstack/react-query';
import { createQueryClient, StaticRouter, Routes, Route, sessionStore, type PageHead } from '@lectern/shared-sdk';
import { browserArea, serverArea, type PageTable } from './area-pages';
import { areaBuild } from './release';

const seen: string[] = [];
const noteQuery = (id: string) => queryOptions({ queryKey: ['note', id], queryFn: async () => `note ${id}` });

function Note({ id }: { id: string }) {
  return <p>Note {id}</p>;
}

const table: PageTable = {
  list: {
    path: '/notes',
    load: async () => () => <h1>All notes</h1>,
    title: 'Notes',
  },
  note: {
    path: '/notes/:noteId',
    load: async () => {
      seen.push('loaded note page');
      return () => <Note id="7" />;
    },
    prefetch: ({ params, queryClient }) => queryClient.prefetchQuery(noteQuery(params.noteId ?? '')),
    title: 'A note',
  },
};

const renderAt = (routes: { path: string; element: React.ReactElement }[], location: string) =>
  renderToString(
    <StaticRouter location={location}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </StaticRouter>,
  );

beforeEach(() => {
  seen.length = 0;
});

test('the server module loads the page and its data before the render, and heads it with its title', async () => {
  const area = serverArea(table);
  const queryClient = createQueryClient({ retry: false });
  const prepared = await area.prepare({ pathname: '/notes/7', search: new URLSearchParams(), origin: 'https://lectern.test', queryClient, user: null });
  expect(area.build).toBe(areaBuild);
  expect(prepared?.status).toBe(200);
  expect((prepared?.head as PageHead).title).toBe('A note · Lectern');
  expect(prepared?.head.canonical).toBe('https://lectern.test/notes/7');
  expect(queryClient.getQueryData(['note', '7'])).toBe('note 7');
  // Loaded by prepare: the render completes in one pass, with the page's markup instead of its fallback.
  expect(renderAt(area.routes, '/notes/7')).toContain('Note <!-- -->7');
});

test('a path of the area that names no page is left to the browser', async () => {
  const area = serverArea(table);
  await expect(area.prepare({ pathname: '/notes/7/edit', search: new URLSearchParams(), origin: 'https://lectern.test', queryClient: new QueryClient() })).resolves.toBeNull();
});

test('the browser module renders a page it has not loaded as its loading state, and one it has preloaded at once', async () => {
  const area = browserArea(table);
  expect(renderAt(area.routes, '/notes/7')).not.toContain('Note');
  await area.preload?.('/notes/7');
  expect(renderAt(area.routes, '/notes/7')).toContain('Note <!-- -->7');
});

test('a prefetch brings a page code and data for the person signed in, once', async () => {
  const area = browserArea(table);
  const queryClient = createQueryClient({ retry: false });
  await area.prefetch?.('/notes/9', queryClient);
  await area.prefetch?.('/notes/9', queryClient);
  expect(queryClient.getQueryData(['note', '9'])).toBe('note 9');
  expect(seen).toEqual(['loaded note page']);
  expect(sessionStore.getState().user).toBeNull();
});
