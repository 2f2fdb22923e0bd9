import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type ContentPage } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { PageEditorPage } from './page-editor-page';
import { PagesPage } from './pages-page';

const privacy: ContentPage = {
  slug: 'privacy',
  title: 'Privacy policy',
  markdown: 'We keep little.',
  html: '<p>We keep little.</p>\n',
  version: 2,
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const versions = [
  { version: 2, title: 'Privacy policy', markdown: 'We keep little.', editedAt: '2026-11-20T09:00:00.000Z', editedBy: { id: 1, name: 'Ada Admin' } },
  { version: 1, title: 'Privacy', markdown: 'The first words.', editedAt: '2026-11-01T09:00:00.000Z', editedBy: null },
];

function edit(api: Parameters<typeof renderPage>[1]['api']) {
  return renderPage(<PageEditorPage />, {
    pattern: routes.admin.page,
    url: paths.admin.page('privacy'),
    api: {
      getContentPage: jest.fn().mockResolvedValue({ page: privacy }),
      listContentPageVersions: jest.fn().mockResolvedValue({ versions }),
      ...api,
    },
  });
}

test('lists every page with its version, when and by whom it was saved', async () => {
  renderPage(<PagesPage />, {
    api: {
      listContentPages: jest.fn().mockResolvedValue({
        pages: [
          { slug: 'privacy', title: 'Privacy policy', version: 2, updatedAt: '2026-11-20T09:00:00.000Z', updatedBy: { id: 1, name: 'Ada Admin' } },
        ],
      }),
    },
  });
  expect(await screen.findByText('/privacy · version 2, saved Nov 20, 2026, 9:00 AM UTC by Ada Admin')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Privacy policy' })).toHaveAttribute('href', paths.admin.page('privacy'));
});

test('previews the Markdown as the API renders it, and saves it over the version it was opened at', async () => {
  const previewContentPage = jest.fn().mockResolvedValue({ html: '<h2>New</h2>\n' });
  const updateContentPage = jest.fn().mockResolvedValue({ message: 'Page saved', page: { ...privacy, markdown: '# New', version: 3 } });
  edit({ previewContentPage, updateContentPage });

  const text = await screen.findByRole('textbox', { name: 'Page text (Markdown)' });
  expect(screen.getByRole('button', { name: 'Save page' })).toBeDisabled();
  await userEvent.clear(text);
  await userEvent.type(text, '# New');
  await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'New' })).toBeInTheDocument();
  expect(previewContentPage).toHaveBeenCalledWith({ markdown: '# New' });

  await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
  expect(updateContentPage).toHaveBeenCalledWith('privacy', { title: 'Privacy policy', markdown: '# New', baseVersion: 2 });
  // The saved version replaces the editor, which starts again from it.
  expect(await screen.findByText(/^Version 3, saved/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Page text (Markdown)' })).toHaveValue('# New');
  expect(toastStore.getState().toasts.map((toast) => toast.title)).toContain('Page saved');
});

test('says who saved in between when a save is refused, keeping the words; an older version can be taken up again', async () => {
  const updateContentPage = jest
    .fn()
    .mockRejectedValue(
      new ApiError(409, 'Bo Admin saved this page while you were editing it. Reload it to see their version, then make your change again.'),
    );
  edit({ updateContentPage });

  const history = within(await screen.findByRole('list', { name: 'Versions' }));
  expect(history.getByText('Nov 1, 2026, 9:00 AM UTC by Lectern')).toBeInTheDocument();
  await userEvent.click(history.getByRole('button', { name: 'Use this version' }));
  expect(screen.getByRole('textbox', { name: 'Page text (Markdown)' })).toHaveValue('The first words.');
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Privacy');

  await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bo Admin saved this page while you were editing it.');
  expect(screen.getByRole('textbox', { name: 'Page text (Markdown)' })).toHaveValue('The first words.');
});
