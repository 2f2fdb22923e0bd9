import { useCallback, useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import {
  notify,
  paths,
  rememberIntent,
  useCurrentUser,
  useNavigate,
  useSaveCourse,
  useUnsaveCourse,
  useWishlist,
  type Course,
  type Id,
} from '@lectern/shared-sdk';

export interface HeartState {
  saved: boolean;
  busy: boolean;
  onToggle: () => void;
}

/**
 * The hearts of a page's courses: shown to visitors (a click sends them to sign in, as Enroll does) and students,
 * not to educators and admins, who have no wishlist. A student's saved courses are read once for the whole page.
 */
export function useWishlistHearts() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isStudent = user?.role === 'student';
  const wishlist = useWishlist({ enabled: isStudent });
  const saving = useSaveCourse();
  const unsaving = useUnsaveCourse();
  const savedIds = useMemo(() => new Set((wishlist.data ?? []).map((course) => course.id)), [wishlist.data]);
  const pendingId = saving.isPending ? saving.variables : unsaving.isPending ? unsaving.variables : undefined;

  const { mutate: save } = saving;
  const { mutate: unsave } = unsaving;
  const toggle = useCallback(
    (courseId: Id) => {
      if (!user) {
        rememberIntent({ kind: 'save', courseId, returnTo: `${window.location.pathname}${window.location.search}` });
        navigate(paths.login());
        return;
      }
      if (savedIds.has(courseId)) unsave(courseId, { onSuccess: () => notify.success('Removed from your wishlist') });
      else save(courseId, { onSuccess: () => notify.success('Saved to your wishlist') });
    },
    [navigate, save, savedIds, unsave, user],
  );

  /** The heart of one course; null where none is shown (an educator or admin, or a course the student owns). */
  return useCallback(
    (course: Course, { owned = false }: { owned?: boolean } = {}): HeartState | null =>
      (user && !isStudent) || owned ? null : { saved: savedIds.has(course.id), busy: pendingId === course.id, onToggle: () => toggle(course.id) },
    [isStudent, pendingId, savedIds, toggle, user],
  );
}

export function WishlistHeart({ heart, courseTitle, overImage = false }: { heart: HeartState; courseTitle: string; overImage?: boolean }) {
  const label = heart.saved ? `Remove ${courseTitle} from your wishlist` : `Save ${courseTitle} to your wishlist`;
  return (
    <IconButton
      aria-label={label}
      aria-pressed={heart.saved}
      onClick={heart.onToggle}
      disabled={heart.busy}
      sx={{
        color: heart.saved ? 'error.main' : 'text.secondary',
        ...(overImage ? { bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } } : {}),
      }}
    >
      {heart.saved ? <Favorite /> : <FavoriteBorder />}
    </IconButton>
  );
}
