import { loadRuntimeConfig } from './runtime-config';

const remotes = {
  mf_public: 'http://localhost:3001/remoteEntry.js',
  mf_student: 'http://localhost:3002/remoteEntry.js',
  mf_educator: 'http://localhost:3003/remoteEntry.js',
  mf_admin: 'http://localhost:3004/remoteEntry.js',
};

function fetcherFor(files: Record<string, unknown>): typeof fetch {
  return (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(url in files ? Response.json(files[url]) : new Response('Not found', { status: 404 }));
  };
}

test('reads the API base URL and the remotes from the deploy', async () => {
  const config = await loadRuntimeConfig(fetcherFor({ '/config.json': { apiBaseUrl: 'https://api.example.com' }, '/remotes.json': remotes }));
  expect(config).toEqual({ apiBaseUrl: 'https://api.example.com', remotes });
});

test('refuses a remotes.json that misses an area', async () => {
  const { mf_admin: _missing, ...incomplete } = remotes;
  await expect(loadRuntimeConfig(fetcherFor({ '/config.json': { apiBaseUrl: '' }, '/remotes.json': incomplete }))).rejects.toThrow(
    'remotes.json has no URL for mf_admin',
  );
});

test('fails when the configuration cannot be fetched', async () => {
  await expect(loadRuntimeConfig(fetcherFor({ '/remotes.json': remotes }))).rejects.toThrow('/config.json answered 404');
});
