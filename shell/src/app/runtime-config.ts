import type { RemoteName, RemotesManifest } from '@lectern/shared-sdk';

/** Deploy-time configuration, served by the static server next to index.html: never baked into a build. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: RemotesManifest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!isRecord(value)) throw new Error('remotes.json must be an object');
  const entry = (name: RemoteName): string => {
    const url = value[name];
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json has no URL for ${name}`);
    return url;
  };
  return {
    mf_public: entry('mf_public'),
    mf_student: entry('mf_student'),
    mf_educator: entry('mf_educator'),
    mf_admin: entry('mf_admin'),
  };
}

export function parseApiBaseUrl(value: unknown): string {
  if (!isRecord(value) || typeof value.apiBaseUrl !== 'string') throw new Error('config.json must have apiBaseUrl');
  return value.apiBaseUrl;
}

async function fetchJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const [config, remotes] = await Promise.all([fetchJson(fetcher, '/config.json'), fetchJson(fetcher, '/remotes.json')]);
  return { apiBaseUrl: parseApiBaseUrl(config), remotes: parseRemotesManifest(remotes) };
}
