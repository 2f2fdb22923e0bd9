/**
 * The router, through the SDK: react-router is not a federation share of its own (shared whole it weighed 60 KB
 * gzip on the first load, of which this list is about a quarter). The SDK is the one shared instance, so the shell
 * and every remote use one router, and the build keeps only these exports. Import them from '@lectern/shared-sdk',
 * never from 'react-router' in a remote: a second copy would not see the shell's router.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction } from 'react-router';
