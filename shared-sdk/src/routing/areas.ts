import { remoteNames, type RemoteName } from '../federation/area-contract';
import { routes } from './paths';
import { matchPath } from './router';

/** Each area's route patterns, from the one route table above. */
const areaRoutePatterns: Record<RemoteName, readonly string[]> = {
  mf_public: [
    routes.home,
    routes.courses,
    routes.courseDetail,
    routes.certificate,
    routes.login,
    routes.signup,
    routes.forgotPassword,
    routes.about,
    routes.contact,
    routes.help,
    routes.privacy,
    routes.terms,
    routes.cookies,
    routes.unsubscribe,
  ],
  mf_student: Object.values(routes.student),
  mf_educator: Object.values(routes.educator),
  mf_admin: Object.values(routes.admin),
};

/**
 * An area owns every path under the first segment of its patterns ('/course/:courseId' → '/course/*'), so a
 * remote can add a page under its prefix without a new shell build, and an unknown path inside an area is
 * answered by that area's not-found route.
 */
function ownedPatterns(patterns: readonly string[]): string[] {
  const owned = new Set<string>();
  for (const pattern of patterns) {
    const firstSegment = pattern.split('/')[1] ?? '';
    owned.add(firstSegment === '' ? '/' : `/${firstSegment}/*`);
  }
  return [...owned];
}

const areaOwnership: ReadonlyArray<{ remote: RemoteName; pattern: string }> = remoteNames.flatMap((remote) =>
  ownedPatterns(areaRoutePatterns[remote]).map((pattern) => ({ remote, pattern })),
);

const claimed = new Map<string, RemoteName>();
for (const { remote, pattern } of areaOwnership) {
  const owner = claimed.get(pattern);
  if (owner) throw new Error(`Route prefix ${pattern} is claimed by both ${owner} and ${remote}`);
  claimed.set(pattern, remote);
}

/** The area that serves a path, or null when no area does (the shell's not-found page). */
export function findArea(pathname: string): RemoteName | null {
  return areaOwnership.find(({ pattern }) => matchPath(pattern, pathname) !== null)?.remote ?? null;
}

/**
 * The route pattern a path is served by (`/courses/:courseId`), for reports that must not carry an address: the
 * owning area's prefix (`/admin`) for a path it serves without a pattern of its own, `/` for the shell's.
 */
export function routePatternOf(pathname: string): string {
  const owner = findArea(pathname);
  if (!owner) return '/';
  const exact = areaRoutePatterns[owner].find((pattern) => matchPath(pattern, pathname) !== null);
  return exact ?? `/${pathname.split('/')[1] ?? ''}`;
}
