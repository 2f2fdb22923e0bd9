import { browserArea } from '@lectern/shared-sdk/area';
import { educatorPages } from './pages';

/** The educator studio in the browser: each page its own chunk, loaded when visited or when a link to it shows intent. */
export default browserArea(educatorPages);
