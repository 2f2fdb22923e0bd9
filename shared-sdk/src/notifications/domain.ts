import type { Role } from '../users/schemas';

/**
 * What Lectern tells people about (issue 39). Each kind is for one role; its defaults are what a person gets until
 * they choose otherwise on their notification settings.
 *
 * - `inApp`: shown under the bell and on the notifications page.
 * - `email`: mailed, through the outbox (never inside the request that made the change).
 * - `delivery`: `immediate` mails each one as it happens; `daily` gathers the day's into one digest mail.
 */
export const NOTIFICATION_KINDS = {
  // Educators
  course_approved: {
    role: 'educator',
    label: 'Course approved',
    description: 'An admin approved one of your courses.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  course_sent_back: {
    role: 'educator',
    label: 'Course sent back',
    description: 'An admin sent one of your courses back, with the reason.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  new_enrollment: {
    role: 'educator',
    label: 'New enrollments and sales',
    description: 'A student enrolled in or bought one of your courses.',
    inApp: true,
    email: true,
    delivery: 'daily',
  },
  new_review: {
    role: 'educator',
    label: 'New reviews',
    description: 'A student rated or reviewed one of your courses.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  new_question: {
    role: 'educator',
    label: 'New questions',
    description: 'A student asked a question on one of your lessons.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  refund_requested: {
    role: 'educator',
    label: 'Refund requests',
    description: 'A student asked for a refund of one of your courses.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  payment_disputed: {
    role: 'educator',
    label: 'Disputed payments',
    description: "A student disputed a payment for one of your courses with their card's bank.",
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  // Students
  review_reply: {
    role: 'student',
    label: 'Replies to your reviews',
    description: 'An educator replied to your review.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  question_answered: {
    role: 'student',
    label: 'Answers to questions',
    description: 'Someone answered a question you asked or follow.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  new_lessons: {
    role: 'student',
    label: 'New lessons',
    description: 'A course you are enrolled in has new lessons.',
    inApp: true,
    email: true,
    delivery: 'daily',
  },
  certificate_earned: {
    role: 'student',
    label: 'Certificates',
    description: 'You earned a certificate.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  receipt: {
    role: 'student',
    label: 'Receipts',
    description: 'Your receipt for a purchase or a refund.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  // Admins
  course_awaiting_review: {
    role: 'admin',
    label: 'Courses to review',
    description: 'A course is waiting for review.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
  release_rolled_back: {
    role: 'admin',
    label: 'Automatic rollbacks',
    description: 'A release was rolled back on its own.',
    inApp: true,
    email: true,
    delivery: 'immediate',
  },
} as const satisfies Record<string, NotificationKindInfo>;

export interface NotificationKindInfo {
  role: Role;
  /** The kind's name on the settings page and in a mail's unsubscribe line (sentence case). */
  label: string;
  description: string;
  inApp: boolean;
  email: boolean;
  delivery: NotificationDelivery;
}

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The kinds a role hears of, in the settings page's order. */
export function kindsForRole(role: Role): NotificationKind[] {
  return notificationKinds.filter((kind) => NOTIFICATION_KINDS[kind].role === role);
}

export const NOTIFICATION_DELIVERIES = ['immediate', 'daily'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** How many notifications a page holds unless the caller asks for another size; the bell's menu shows the first few. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const BELL_MENU_SIZE = 5;

/** The longest reason an admin gives when sending a course back, in characters. */
export const SEND_BACK_REASON_MAX = 1000;

/**
 * The live stream of a person's notifications (Server-Sent Events; not a JSON call, so not in calls.ts). It takes the
 * bearer token in the Authorization header like every call, so the browser reads it with fetch, not EventSource.
 * Events: `unread` (data: {"unread": n}) first and whenever the count changes; `notification` (data: a Notification)
 * for each new one; a comment line every 25 s keeps proxies from closing it.
 */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
