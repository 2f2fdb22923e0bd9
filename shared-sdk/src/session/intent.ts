import type { QueryClient } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { errorMessage } from '../core/http';
import { invalidateCourseData } from '../core/invalidation';
import { storeCart } from '../cart/queries';
import { learningKeys } from '../enrollments/queries';
import { notify } from '../toasts/toast-store';
import { paths } from '../routing/paths';
import type { User } from '../users/schemas';

/**
 * What a visitor did that needs a student's account: kept (in this tab only) while they sign in or sign up, then done
 * for them, and they land back on the page they were on.
 */
export type IntentKind = 'addToCart' | 'enroll' | 'save';

export interface PendingIntent {
  kind: IntentKind;
  courseId: number;
  /** Where they were: a path of this site. */
  returnTo: string;
}

const STORAGE_KEY = 'lectern_intent';
/** An intent older than this was abandoned: signing in later does not act on it. */
const INTENT_TTL_MS = 30 * 60 * 1000;
const kinds: readonly IntentKind[] = ['addToCart', 'enroll', 'save'];

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** A path of this site only ('/courses/4?x'), never another origin ('//evil.test', 'https://…'). */
const isSitePath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])/.test(value);

export function rememberIntent(intent: PendingIntent): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...intent, at: Date.now() }));
}

/** The intent kept, once: it is forgotten as it is read. Null when there is none, or it is stale or malformed. */
export function takeIntent(now = Date.now()): PendingIntent | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY) ?? null;
  store?.removeItem(STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingIntent & { at: number }>;
    const fresh = typeof value.at === 'number' && now - value.at >= 0 && now - value.at <= INTENT_TTL_MS;
    const valid =
      kinds.includes(value.kind as IntentKind) && Number.isSafeInteger(value.courseId) && (value.courseId ?? 0) > 0 && isSitePath(value.returnTo);
    return fresh && valid ? { kind: value.kind as IntentKind, courseId: value.courseId as number, returnTo: value.returnTo as string } : null;
  } catch {
    return null;
  }
}

const doneText: Record<IntentKind, string> = { addToCart: 'Added to Cart', enroll: 'Enrolled Successfully!', save: 'Saved to your wishlist' };
const failedText: Record<IntentKind, string> = {
  addToCart: 'Failed to add to cart.',
  enroll: 'Failed to enroll.',
  save: 'Failed to save the course.',
};

/** What doing a kept intent needs: the calls, and the cache the signed-in person's lists live in. */
export interface IntentContext {
  api: Pick<LecternApi, 'addToCart' | 'enroll' | 'saveCourse'>;
  queryClient: QueryClient;
}

/**
 * Where a person goes once signed in: a student with a kept intent has it done (a paid course's Enroll puts it in the
 * cart, as the button does) and goes back where they were; anyone else goes to their home (`fallback`).
 *
 * The top bar starts reading the new person's cart and wishlist the moment they are signed in, which is before the
 * intent is done: those reads may answer without the course, so everything a course change shows up in is read
 * again once it is done (or refused: the lists are then as they are on the server).
 */
export async function destinationAfterSignIn(
  { api, queryClient }: IntentContext,
  user: Pick<User, 'role'>,
  fallback: string = paths.roleHome(user.role),
): Promise<string> {
  const intent = takeIntent();
  if (!intent) return fallback;
  if (user.role !== 'student') return fallback;
  try {
    // The answer is the cart now: it replaces whatever a read already under way would put back.
    if (intent.kind === 'addToCart') await storeCart(queryClient, (await api.addToCart(intent.courseId)).cart);
    else if (intent.kind === 'save') await api.saveCourse(intent.courseId);
    else await api.enroll(intent.courseId);
    notify.success(doneText[intent.kind]);
  } catch (error) {
    // Enrolled already, or the course is in the cart already: the page they return to shows it as it is.
    notify.error(failedText[intent.kind], errorMessage(error, 'Please try again.'));
  }
  void invalidateCourseData(queryClient, { settled: intent.kind === 'addToCart' ? [learningKeys.cart] : [] });
  return intent.returnTo;
}
