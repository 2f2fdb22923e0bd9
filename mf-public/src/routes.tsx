import { Suspense, type ComponentType } from 'react';
import { routes, type AreaRoute } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';

/** The area's screens: lazy chunks in the browser, plain components in the server bundle. */
export interface PublicPages {
  home: ComponentType;
  catalogue: ComponentType;
  courseDetail: ComponentType;
  certificate: ComponentType;
  login: ComponentType;
  signup: ComponentType;
  forgotPassword: ComponentType;
}

/**
 * The public routes around the given page components. The browser and the server build the same tree (one Suspense
 * boundary a page), so the browser hydrates the server's HTML: while a page's chunk loads, React keeps that HTML.
 */
export function publicRoutes(pages: PublicPages): AreaRoute[] {
  const page = (Page: ComponentType) => (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  return [
    { path: routes.home, element: page(pages.home) },
    { path: routes.courses, element: page(pages.catalogue) },
    { path: routes.courseDetail, element: page(pages.courseDetail) },
    { path: routes.certificate, element: page(pages.certificate) },
    { path: routes.login, element: page(pages.login) },
    { path: routes.signup, element: page(pages.signup) },
    { path: routes.forgotPassword, element: page(pages.forgotPassword) },
  ];
}
