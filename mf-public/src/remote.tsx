import { createElement, lazy, useState, type ComponentType } from 'react';
import type { RemoteAreaModule } from '@lectern/shared-sdk';
import { loadedPage, pageAt, pageLoaders, prefetchPagesOnIntent } from './pages';
import { publicRoutes } from './routes';

prefetchPagesOnIntent();

/**
 * A page that suspends while its chunk loads, or renders at once when the chunk is loaded already (prefetched, or
 * preloaded before hydration). The choice is made once per mount, so a mounted page never changes component.
 */
function page(name: keyof typeof pageLoaders): ComponentType {
  const Lazy = lazy(pageLoaders[name]);
  const Page = () => {
    const [Loaded] = useState(() => loadedPage(name));
    return Loaded ? createElement(Loaded) : createElement(Lazy);
  };
  Page.displayName = `Page(${name})`;
  return Page;
}

const area: RemoteAreaModule = {
  routes: publicRoutes({
    home: page('home'),
    catalogue: page('catalogue'),
    courseDetail: page('courseDetail'),
    login: page('login'),
    signup: page('signup'),
    forgotPassword: page('forgotPassword'),
  }),
  async preload(pathname) {
    const name = pageAt(pathname);
    if (name) await pageLoaders[name]();
  },
};

export default area;
