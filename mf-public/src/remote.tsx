import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { routes, type RemoteAreaModule } from '@lectern/shared-sdk';
import { pageLoaders, prefetchPagesWhenIdle } from './pages';
import { PageSpinner } from './shared/page-spinner';

const HomePage = lazy(pageLoaders.home);
const CataloguePage = lazy(pageLoaders.catalogue);
const CourseDetailPage = lazy(pageLoaders.courseDetail);
const LoginPage = lazy(pageLoaders.login);
const SignupPage = lazy(pageLoaders.signup);
const ForgotPasswordPage = lazy(pageLoaders.forgotPassword);

/** Mounts with the first page that has loaded (a Suspense boundary shows its children together). */
function PrefetchOtherPages() {
  useEffect(prefetchPagesWhenIdle, []);
  return null;
}

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
      <PrefetchOtherPages />
    </Suspense>
  );
}

const area: RemoteAreaModule = {
  routes: [
    { path: routes.home, element: page(HomePage) },
    { path: routes.courses, element: page(CataloguePage) },
    { path: routes.courseDetail, element: page(CourseDetailPage) },
    { path: routes.login, element: page(LoginPage) },
    { path: routes.signup, element: page(SignupPage) },
    { path: routes.forgotPassword, element: page(ForgotPasswordPage) },
  ],
};

export default area;
