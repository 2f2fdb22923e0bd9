import { routes } from '@lectern/shared-sdk';
import { signedInArea } from '@lectern/shared-sdk/release';
import { CartPage } from './features/cart/cart-page';
import { CourseLearningPage } from './features/course-learning/course-learning-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { MyLearningPage } from './features/my-learning/my-learning-page';
import { ProfilePage } from './features/profile/profile-page';
import { VideoPlayerPage } from './features/video-player/video-player-page';
import { WishlistPage } from './features/wishlist/wishlist-page';

export default signedInArea(routes.student, {
  dashboard: <DashboardPage />,
  myLearning: <MyLearningPage />,
  learn: <CourseLearningPage />,
  video: <VideoPlayerPage />,
  cart: <CartPage />,
  wishlist: <WishlistPage />,
  profile: <ProfilePage />,
});
