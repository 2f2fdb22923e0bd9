import { serverArea } from '@lectern/shared-sdk/area';
import { adminPages } from './pages';

/** The admin console's server bundle, loaded by the shell's server from this area's own origin (see mf-student's). */
export default serverArea(adminPages);
