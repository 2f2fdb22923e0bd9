import { serverArea } from '@lectern/shared-sdk/area';
import { studentPages } from './pages';

/**
 * The student area's server bundle (built to dist/server/, loaded by the shell's server at run time from this area's
 * own origin): the same pages as the browser's, rendered with the signed-in student's data.
 */
export default serverArea(studentPages);
