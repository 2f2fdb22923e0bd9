import { browserArea } from '@lectern/shared-sdk/area';
import { publicPages } from './pages';

/** The public area in the browser: each page its own chunk, loaded when visited or when a link to it shows intent. */
export default browserArea(publicPages);
