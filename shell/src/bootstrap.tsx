import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@lectern/shared-sdk';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/runtime-config';
import { StartUpError } from './app/start-up-error';
import { createAreaRegistry } from './remotes/area-registry';
import { createFederationLoader } from './remotes/federation-loader';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    configureApi({ baseUrl: config.apiBaseUrl });
    const registry = createAreaRegistry(createFederationLoader(config.remotes));
    root.render(
      <StrictMode>
        <App registry={registry} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartUpError />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
