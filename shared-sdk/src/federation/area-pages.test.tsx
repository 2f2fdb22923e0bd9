import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { queryOptions } from '@tanstack/react-query';
import { createQueryClient, MemoryRouter, StaticRouter, Routes, Route, sessionStore, type PageHead } from '@lectern/shared-sdk';
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
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <StaticRouter location={location}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  seen.length = 0;
});

test('the server module loads the page and its data before the render, and heads it with its title', async () => {
  const area = serverArea(table);
  const queryClient = createQueryClient({ retry: false });
  const prepared = await area.prepare({
    pathname: '/notes/7',
    search: new URLSearchParams(),
    origin: 'https://lectern.test',
    queryClient,
    user: null,
  });
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
  await expect(
    area.prepare({ pathname: '/notes/7/edit', search: new URLSearchParams(), origin: 'https://lectern.test', queryClient: new QueryClient() }),
  ).resolves.toBeNull();
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

test("a public page's head and status come from its data; a page only the browser can render is left to it", async () => {
  const area = serverArea(
    {
      course: {
        path: '/c/:id',
        load: async () => () => <h1>Course</h1>,
        prefetch: ({ params, queryClient }) => queryClient.prefetchQuery(noteQuery(params.id ?? '')),
        head: ({ origin, pathname, params, queryClient }) =>
          params.id === 'missing'
            ? { status: 404, head: { title: 'Not found', description: '', canonical: `${origin}${pathname}`, openGraph: {}, twitter: {} } }
            : {
                status: 200,
                head: { title: String(queryClient.getQueryData(['note', params.id])), description: '', canonical: '', openGraph: {}, twitter: {} },
              },
      },
      login: { path: '/login', load: async () => () => <h1>Sign in</h1>, serverRendered: false },
    },
    { sitemap: async () => '<urlset/>' },
  );
  const request = (pathname: string) => ({
    pathname,
    search: new URLSearchParams(),
    origin: 'https://lectern.test',
    queryClient: createQueryClient({ retry: false }),
  });
  expect((await area.prepare(request('/c/3')))?.head.title).toBe('note 3');
  expect((await area.prepare(request('/c/missing')))?.status).toBe(404);
  await expect(area.prepare(request('/login'))).resolves.toBeNull();
  await expect(area.sitemap?.('https://lectern.test')).resolves.toBe('<urlset/>');
});

test('a page renders with its code loaded after the groups it warms up, each in a task of its own', async () => {
  const order: string[] = [];
  const area = browserArea({
    page: {
      path: '/p',
      warmUp: [async () => order.push('kit one'), async () => order.push('kit two')],
      load: async () => {
        order.push('page');
        return () => <h1>P</h1>;
      },
      title: 'P',
    },
  });
  await area.preload?.('/p');
  expect(order).toEqual(['kit one', 'kit two', 'page']);
});

test("the tab's title follows a navigation in the browser: a signed-in page's title, a public page's head once its data is read", async () => {
  const queryClient = createQueryClient({ retry: false });
  const withHead: PageTable = {
    ...table,
    public: {
      path: '/public/:noteId',
      load: async () => () => <p>Public note</p>,
      head: ({ params, queryClient: client, origin, pathname }) => {
        const note = client.getQueryData(noteQuery(params.noteId ?? '').queryKey);
        if (!note) return null;
        const title = `${note} · Lectern`;
        const head: PageHead = {
          title,
          description: note,
          canonical: `${origin}${pathname}`,
          openGraph: { title },
          twitter: { card: 'summary', title },
        };
        return { status: 200, head };
      },
    },
  };
  const area = browserArea(withHead);
  const show = (location: string) =>
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[location]}>
          <Routes>
            {area.routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  document.title = 'Somewhere else · Lectern';
  const list = show('/notes');
  await waitFor(() => expect(document.title).toBe('Notes · Lectern'));
  list.unmount();

  show('/public/9');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.title).toBe('Notes · Lectern');
  await queryClient.prefetchQuery(noteQuery('9'));
  await waitFor(() => expect(document.title).toBe('note 9 · Lectern'));
});
