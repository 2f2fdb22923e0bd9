import { routes, type RemoteAreaModule } from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { CartPage } from './features/cart/cart-page';
import { CourseLearningPage } from './features/course-learning/course-learning-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { MyLearningPage } from './features/my-learning/my-learning-page';
import { ProfilePage } from './features/profile/profile-page';
import { VideoPlayerPage } from './features/video-player/video-player-page';
import { WishlistPage } from './features/wishlist/wishlist-page';

const area: RemoteAreaModule = {
  build: areaBuild,
  routes: [
    { path: routes.student.dashboard, element: <DashboardPage /> },
    { path: routes.student.myLearning, element: <MyLearningPage /> },
    { path: routes.student.learn, element: <CourseLearningPage /> },
    { path: routes.student.video, element: <VideoPlayerPage /> },
    { path: routes.student.cart, element: <CartPage /> },
    { path: routes.student.wishlist, element: <WishlistPage /> },
    { path: routes.student.profile, element: <ProfilePage /> },
  ],
};

export default area;
