import { screen, within } from '@testing-library/react';
import { routes, type AreaHealth } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { ReleasesPage } from './releases-page';

const show = (areas: AreaHealth[]) =>
  renderPage(<ReleasesPage />, {
    pattern: routes.admin.releases,
    url: '/admin/releases',
    api: { getReleaseHealth: () => Promise.resolve({ hours: 24, areas }) },
  });

test("lists each area's releases with their sessions, error rate, load failures and p75 vitals", async () => {
  show([
    {
      area: 'mf_admin',
      releases: [
        {
          release: '1.4.0',
          sessions: 1200,
          errorSessions: 30,
          errorRate: 0.025,
          errors: 41,
          loadFailures: 2,
          p75: { LCP: 1830, INP: 96, CLS: 0.04 },
        },
        { release: 'working', sessions: 3, errorSessions: 0, errorRate: 0, errors: 0, loadFailures: 0, p75: { LCP: null, INP: null, CLS: null } },
      ],
    },
  ]);

  const table = await screen.findByRole('table', { name: 'Admin console' });
  const [stable, working] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(stable).getByRole('rowheader')).toHaveTextContent('1.4.0');
  for (const figure of ['1,200', '2.5%', '1.8 s', '96 ms', '0.04']) expect(stable).toHaveTextContent(figure);
  expect(within(working).getByRole('rowheader')).toHaveTextContent('Working build');
  expect(working).toHaveTextContent('—');
});

test('says when no browser has reported yet', async () => {
  show([]);
  expect(await screen.findByText('No reports yet. Browsers report each area they load, with its release.')).toBeInTheDocument();
});
