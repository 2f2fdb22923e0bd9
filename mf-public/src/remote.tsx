import { lazyUnlessLoaded, type RemoteAreaModule } from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { loadedPage, pageAt, pageLoaders, preloadPage, prefetchPagesOnIntent } from './pages';
import { publicRoutes } from './routes';

prefetchPagesOnIntent();

const page = (name: keyof typeof pageLoaders) =>
  lazyUnlessLoaded(() => pageLoaders[name]().then((module) => module.default), () => loadedPage(name), `Page(${name})`);

const area: RemoteAreaModule = {
  build: areaBuild,
  routes: publicRoutes({
    home: page('home'),
    catalogue: page('catalogue'),
    courseDetail: page('courseDetail'),
    certificate: page('certificate'),
    login: page('login'),
    signup: page('signup'),
    forgotPassword: page('forgotPassword'),
  }),
  async preload(pathname) {
    const name = pageAt(pathname);
    if (name) await preloadPage(name);
  },
};

export default area;
