import { serverArea } from '@lectern/shared-sdk/area';
import { publicPages } from './pages';
import { sitemap } from './server/sitemap';

/**
 * The public area's server bundle (built to dist/server/, loaded by the shell's server at run time from this area's
 * own origin): the same pages as the browser's, with their data, heads and statuses, and the sitemap.
 */
export default serverArea(publicPages, { sitemap });
