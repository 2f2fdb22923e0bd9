import { routes, type RemoteAreaModule } from '@lectern/shared-sdk';
import { DashboardPage } from './features/dashboard/dashboard-page';

const area: RemoteAreaModule = {
  routes: [{ path: routes.student.dashboard, element: <DashboardPage /> }],
};

export default area;
