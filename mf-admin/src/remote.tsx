import { browserArea } from '@lectern/shared-sdk/area';
import { adminPages } from './pages';

/** The admin console in the browser: each page its own chunk, loaded when visited or when a link to it shows intent. */
export default browserArea(adminPages);
