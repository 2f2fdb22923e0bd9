import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type AreaHealth, type ReleaseHealth } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { ReleasesPage } from './releases-page';

const rule = { windowMinutes: 30, minSessions: 50, confidence: 0.99, lcpMarginPercent: 20 };
const figures = (release: string, sessions: number, errorSessions: number, LCP: number | null = null): ReleaseHealth => ({
  release,
  sessions,
  errorSessions,
  errorRate: sessions ? errorSessions / sessions : 0,
  errors: errorSessions,
  loadFailures: 0,
  p75: { LCP, INP: null, CLS: null },
});
const area = (overrides: Partial<AreaHealth>): AreaHealth => ({
  area: 'mf_admin',
  package: 'mf-admin',
  stable: 'working',
  canary: null,
  released: [],
  releases: [],
  history: [],
  ...overrides,
});

const show = (areas: AreaHealth[], api: Record<string, unknown> = {}) =>
  renderPage(<ReleasesPage />, {
    pattern: routes.admin.releases,
    url: '/admin/releases',
    api: { getReleaseHealth: () => Promise.resolve({ hours: 24, registry: 'ready', rule, areas }), ...api },
  });

test("lists each area's releases with their sessions, error rate, load failures and p75 vitals", async () => {
  show([
    area({
      releases: [
        { ...figures('1.4.0', 1200, 30, 1830), errors: 41, loadFailures: 2, p75: { LCP: 1830, INP: 96, CLS: 0.04 } },
        figures('working', 3, 0),
      ],
    }),
  ]);

  const table = await screen.findByRole('table', { name: 'In browsers, last 24 hours' });
  const [stable, working] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(stable).getByRole('rowheader')).toHaveTextContent('1.4.0');
  for (const figure of ['1,200', '2.5%', '1.8 s', '96 ms', '0.04']) expect(stable).toHaveTextContent(figure);
  expect(within(working).getByRole('rowheader')).toHaveTextContent('Working build');
  expect(working).toHaveTextContent('—');
  // The rule in words, and no button without anything to promote or roll back.
  expect(screen.getByText(/with at least 50 sessions on each side, its error rate is higher/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Roll back' })).not.toBeInTheDocument();
});

test('a running canary shows both sides since it started; Promote asks first, then sends the reason given', async () => {
  const promoteCanary = jest.fn().mockResolvedValue(area({ stable: '0.2.0' }));
  show(
    [
      area({
        stable: '0.1.0',
        canary: {
          release: '0.2.0',
          share: 50,
          since: '2026-11-27T08:00:00.000Z',
          stableFigures: figures('0.1.0', 40, 0, 900),
          canaryFigures: figures('0.2.0', 38, 1, 950),
        },
        history: [
          {
            at: '2026-11-27T08:00:00.000Z',
            action: 'canary',
            stable: '0.1.0',
            canary: '0.2.0',
            share: 50,
            by: 'cli',
            reason: 'New dashboard',
            figures: null,
          },
          {
            at: '2026-11-26T08:00:00.000Z',
            action: 'deploy',
            stable: '0.1.0',
            canary: null,
            share: null,
            by: 'ada@lectern.test',
            reason: null,
            figures: null,
          },
        ],
      }),
    ],
    { promoteCanary },
  );
  const section = await screen.findByRole('region', { name: 'Admin console' });
  expect(section).toHaveTextContent('Stable release: 0.1.0 · Canary 0.2.0 for 50 % of people since');
  const sides = within(section).getByRole('table', { name: 'Since the canary started' });
  expect(
    within(sides)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Stable 0.1.0', 'Canary 0.2.0']);
  expect(within(sides).getAllByRole('row')[2]).toHaveTextContent('2.6%');
  const history = within(section).getByRole('list', { name: 'History of the admin console' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^Canary 0\.2\.0 for 50 % of people from the command line · .*New dashboard$/),
    expect.stringMatching(/^Deployed 0\.1\.0 by ada@lectern\.test · /),
  ]);

  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Promote 0.2.0' }));
  const dialog = await screen.findByRole('dialog', { name: 'Promote 0.2.0?' });
  expect(dialog).toHaveTextContent('Everyone gets 0.2.0 on their next page load.');
  await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Healthy for an hour');
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(promoteCanary).toHaveBeenCalledWith('mf-admin', { reason: 'Healthy for an hour' });
});

test('a rollback by the platform says why, with the figures, and stands out', async () => {
  show([
    area({
      stable: '0.1.0',
      history: [
        {
          at: '2026-11-27T09:00:00.000Z',
          action: 'rollback',
          stable: '0.1.0',
          canary: '0.3.0',
          share: null,
          by: 'platform',
          reason: "Errors in 50 % of the canary's sessions (30 of 60) against 0 % of the stable release's (0 of 60): worse beyond chance",
          figures: { rule: 'errors' },
        },
      ],
    }),
  ]);
  const item = await screen.findByRole('listitem');
  expect(item).toHaveTextContent(/^Rolled back canary 0\.3\.0 automatically · .*Errors in 50 % of the canary's sessions \(30 of 60\)/);
});

test('a preview link is made for a released version and shown to copy', async () => {
  const createPreviewLink = jest.fn().mockResolvedValue({
    url: 'https://lectern.test/preview/abc.def?to=%2Fadmin',
    area: 'mf-admin',
    release: '0.2.0',
    expiresAt: '2026-11-28T08:00:00.000Z',
  });
  show([area({ released: ['0.2.0', '0.1.0'] })], { createPreviewLink });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create preview link' }));
  expect(createPreviewLink).toHaveBeenCalledWith('mf-admin', { release: '0.2.0' });
  expect(await screen.findByLabelText('Preview link for 0.2.0')).toHaveValue('https://lectern.test/preview/abc.def?to=%2Fadmin');
});

test('says when the registry cannot be read', async () => {
  renderPage(<ReleasesPage />, {
    pattern: routes.admin.releases,
    url: '/admin/releases',
    api: { getReleaseHealth: () => Promise.resolve({ hours: 24, registry: 'unreadable', rule, areas: [] }) },
  });
  expect(await screen.findByText('The release registry cannot be read here: every area is shown on its working build.')).toBeInTheDocument();
});
