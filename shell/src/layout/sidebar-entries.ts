import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { paths, type Role } from '@lectern/shared-sdk';

interface SidebarEntry {
  label: string;
  href: string;
  icon: SvgIconComponent;
  /** Highlighted only on this exact path (a dashboard is the prefix of its area). */
  exact?: boolean;
  /** A count beside the label: how many of the educator's questions wait for an answer. */
  badge?: 'unanswered-questions';
}

/** A signed-in area's menu: its dashboard first, the area's own entries, then its notifications and its profile last. */
function areaEntries(role: Role, entries: SidebarEntry[]): SidebarEntry[] {
  return [
    { label: 'Dashboard', href: paths.roleHome(role), icon: DashboardOutlined, exact: true },
    ...entries,
    { label: 'Notifications', href: paths.roleNotifications(role), icon: NotificationsOutlined },
    { label: 'Profile', href: paths.roleProfile(role), icon: PersonOutlined },
  ];
}

const entriesByRole: Record<Role, SidebarEntry[]> = {
  student: areaEntries('student', [
    { label: 'Courses', href: paths.courses(), icon: MenuBookOutlined },
    { label: 'My Learning', href: paths.student.myLearning(), icon: SchoolOutlined },
    { label: 'Wishlist', href: paths.student.wishlist(), icon: FavoriteBorderOutlined },
    { label: 'Cart', href: paths.student.cart(), icon: ShoppingCartOutlined },
    { label: 'Purchases', href: paths.student.purchases(), icon: ReceiptLongOutlined },
  ]),
  educator: areaEntries('educator', [
    { label: 'My Courses', href: paths.educator.courses(), icon: LibraryBooksOutlined },
    { label: 'Create Course', href: paths.educator.addCourse(), icon: AddCircleOutlineOutlined },
    { label: 'Students', href: paths.educator.students(), icon: GroupsOutlined },
    { label: 'Questions', href: paths.educator.questions(), icon: QuestionAnswerOutlined, badge: 'unanswered-questions' },
    { label: 'Coupons', href: paths.educator.coupons(), icon: LocalOfferOutlined },
    { label: 'Earnings', href: paths.educator.earnings(), icon: PaymentsOutlined },
  ]),
  admin: areaEntries('admin', [
    { label: 'Students', href: paths.admin.students(), icon: GroupsOutlined },
    { label: 'Educators', href: paths.admin.educators(), icon: CastForEducationOutlined },
    { label: 'Courses', href: paths.admin.courses(), icon: LibraryBooksOutlined },
    { label: 'Coupons', href: paths.admin.coupons(), icon: LocalOfferOutlined },
    { label: 'Revenue', href: paths.admin.revenue(), icon: PaymentsOutlined },
    { label: 'Pages', href: paths.admin.pages(), icon: ArticleOutlined },
    { label: 'Releases', href: paths.admin.releases(), icon: RocketLaunchOutlined },
  ]),
};

const signedOutEntries: SidebarEntry[] = [
  { label: 'Home', href: paths.home(), icon: HomeOutlined, exact: true },
  { label: 'Courses', href: paths.courses(), icon: MenuBookOutlined },
  { label: 'Login', href: paths.login(), icon: LoginOutlined },
  { label: 'Sign Up', href: paths.signup(), icon: PersonAddOutlined },
];

export function sidebarEntries(role: Role | null): SidebarEntry[] {
  return role ? entriesByRole[role] : signedOutEntries;
}

export function isEntryActive(entry: SidebarEntry, pathname: string): boolean {
  if (entry.exact) return pathname === entry.href;
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}
