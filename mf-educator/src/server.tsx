import { serverArea } from '@lectern/shared-sdk/area';
import { educatorPages } from './pages';

/** The educator studio's server bundle, loaded by the shell's server from this area's own origin (see mf-student's). */
export default serverArea(educatorPages);
