import { routes, type RemoteAreaModule } from '@lectern/shared-sdk';
import { DashboardPage } from './features/dashboard/dashboard-page';

const area: RemoteAreaModule = {
  routes: [{ path: routes.admin.dashboard, element: <DashboardPage /> }],
};

export default area;
