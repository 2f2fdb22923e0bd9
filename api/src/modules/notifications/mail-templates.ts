import { BRAND } from '@lectern/shared-sdk/core/brand';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Role } from '@lectern/shared-sdk/users/schemas';

/** A mail as the outbox keeps it: both parts, and the headers beside the usual ones. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where the mail's links lead: the app (PUBLIC_APP_URL) and the API (PUBLIC_API_URL, for the one-click header). */
export interface MailAddresses {
  appUrl: string;
  apiUrl: string;
}

export interface MailRecipient {
  name: string;
  role: Role;
}

/** What a mail says of one notification (its row, as written when it was made). */
export interface MailNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/** The unsubscribe token of each kind the mail is about (unsubscribe-token.ts). */
export type TokenFor = (kind: NotificationKind) => string;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Line breaks a person wrote (a reason over several lines) stay line breaks in the HTML part. */
export const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/**
 * An app path made absolute; anything that is not a path of the app (a full URL, `//host`) is not linked, so a
 * notification's link can never send a reader elsewhere.
 */
export function appLink(appUrl: string, link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  return `${appUrl}${link}`;
}

export const unsubscribePageUrl = (addresses: MailAddresses, token: string) => `${addresses.appUrl}${paths.unsubscribe(token)}`;
export const oneClickUrl = (addresses: MailAddresses, token: string) =>
  `${addresses.apiUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
const settingsUrl = (addresses: MailAddresses, role: Role) => `${addresses.appUrl}${paths.roleNotificationSettings(role)}`;

/** RFC 8058: a POST to the header's https (here: the API's) address unsubscribes with no further step. */
function unsubscribeHeaders(addresses: MailAddresses, token: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl(addresses, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const font = "font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** A link that looks like a button in every common client: a padded, coloured cell (Outlook ignores padding on links). */
function buttonHtml(href: string, label: string): string {
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0"><tr>',
    `<td bgcolor="${BRAND.primary}" style="background:${BRAND.primary};border-radius:6px">`,
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;${font};font-size:15px;font-weight:600;color:${BRAND.onPrimary};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`,
    '</td></tr></table>',
  ].join('');
}

/** The frame every mail shares: the product's name on top, a white card, the footer beneath. */
function layoutHtml(subject: string, content: string, footer: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${BRAND.background}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${BRAND.background}" style="background:${BRAND.background}"><tr><td align="center" style="padding:24px 12px">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">',
    `<tr><td style="padding:0 4px 12px;${font};font-size:20px;font-weight:700;color:${BRAND.primary}">${escapeHtml(BRAND.name)}</td></tr>`,
    `<tr><td bgcolor="#ffffff" style="background:#ffffff;border:1px solid ${BRAND.border};border-radius:8px;padding:24px;${font};font-size:15px;line-height:1.5;color:${BRAND.text}">${content}</td></tr>`,
    `<tr><td style="padding:16px 4px;${font};font-size:12px;line-height:1.5;color:${BRAND.mutedText}">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

const footerLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:${BRAND.mutedText};text-decoration:underline">${escapeHtml(label)}</a>`;

interface FooterInput {
  addresses: MailAddresses;
  role: Role;
  why: string;
  unsubscribes: { kind: NotificationKind; token: string }[];
}

function footer({ addresses, role, why, unsubscribes }: FooterInput): { text: string[]; html: string } {
  const links = unsubscribes.map(({ kind, token }) => ({
    href: unsubscribePageUrl(addresses, token),
    label: `Unsubscribe from “${NOTIFICATION_KINDS[kind].label}” e-mails`,
  }));
  const settings = { href: settingsUrl(addresses, role), label: 'Notification settings' };
  return {
    text: ['--', why, ...[...links, settings].map((link) => `${link.label}: ${link.href}`)],
    html: [escapeHtml(why), [...links, settings].map((link) => footerLink(link.href, link.label)).join(' · ')].join('<br>'),
  };
}

const greeting = (name: string) => `Hello ${name.trim() || 'there'},`;

/** One notification's mail, sent at once: its title as the subject, its body, a button to it in the app. */
export function notificationMail(input: {
  recipient: MailRecipient;
  notification: MailNotification;
  addresses: MailAddresses;
  token: string;
}): RenderedMail {
  const { recipient, notification, addresses, token } = input;
  const info = NOTIFICATION_KINDS[notification.kind];
  const href = appLink(addresses.appUrl, notification.link);
  const foot = footer({
    addresses,
    role: recipient.role,
    why: `You get this e-mail because “${info.label}” e-mails are on in your ${BRAND.name} notification settings.`,
    unsubscribes: [{ kind: notification.kind, token }],
  });
  const text = [
    greeting(recipient.name),
    '',
    notification.title,
    '',
    notification.body,
    ...(href ? ['', `Open in ${BRAND.name}: ${href}`] : []),
    '',
    ...foot.text,
  ].join('\n');
  const content = [
    `<p style="margin:0 0 12px">${escapeHtml(greeting(recipient.name))}</p>`,
    `<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:${BRAND.text}">${escapeHtml(notification.title)}</h1>`,
    `<p style="margin:0">${htmlText(notification.body)}</p>`,
    href ? buttonHtml(href, `Open in ${BRAND.name}`) : '',
  ].join('\n');
  return {
    subject: notification.title,
    text,
    html: layoutHtml(notification.title, content, foot.html),
    headers: unsubscribeHeaders(addresses, token),
  };
}

/**
 * The daily digest: the day's notifications of the kinds a person gets by digest, oldest first, each with its link.
 * The one-click header stops the kind most of them are of (a header names one address); the footer has a link per kind.
 */
export function digestMail(input: {
  recipient: MailRecipient;
  notifications: readonly MailNotification[];
  addresses: MailAddresses;
  tokenFor: TokenFor;
}): RenderedMail {
  const { recipient, notifications, addresses, tokenFor } = input;
  const counts = new Map<NotificationKind, number>();
  for (const notification of notifications) counts.set(notification.kind, (counts.get(notification.kind) ?? 0) + 1);
  const kinds = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  const count = notifications.length;
  const subject = `Your daily summary: ${count} ${count === 1 ? 'notification' : 'notifications'}`;
  const foot = footer({
    addresses,
    role: recipient.role,
    why: `You get this daily summary because you chose to have ${kinds.map((kind) => `“${NOTIFICATION_KINDS[kind].label}”`).join(', ')} e-mailed once a day in your ${BRAND.name} notification settings.`,
    unsubscribes: kinds.map((kind) => ({ kind, token: tokenFor(kind) })),
  });
  const lines = notifications.flatMap((notification) => {
    const href = appLink(addresses.appUrl, notification.link);
    return [
      `* ${notification.title}`,
      ...(notification.body ? [`  ${notification.body.replace(/\r?\n/g, '\n  ')}`] : []),
      ...(href ? [`  ${href}`] : []),
      '',
    ];
  });
  const text = [greeting(recipient.name), '', `Here is what happened on ${BRAND.name} since your last summary:`, '', ...lines, ...foot.text].join(
    '\n',
  );
  const items = notifications.map((notification) => {
    const href = appLink(addresses.appUrl, notification.link);
    const title = href
      ? `<a href="${escapeHtml(href)}" style="color:${BRAND.primary};font-weight:600;text-decoration:none">${escapeHtml(notification.title)}</a>`
      : `<strong>${escapeHtml(notification.title)}</strong>`;
    return `<tr><td style="padding:10px 0;border-top:1px solid ${BRAND.border};${font};font-size:15px;line-height:1.5;color:${BRAND.text}">${title}<br><span style="color:${BRAND.mutedText}">${htmlText(notification.body)}</span></td></tr>`;
  });
  const content = [
    `<p style="margin:0 0 12px">${escapeHtml(greeting(recipient.name))}</p>`,
    `<p style="margin:0 0 12px">Here is what happened on ${escapeHtml(BRAND.name)} since your last summary:</p>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${items.join('')}</table>`,
    buttonHtml(`${addresses.appUrl}${paths.roleNotifications(recipient.role)}`, 'See all notifications'),
  ].join('\n');
  const first = kinds[0] ?? notifications[0]?.kind;
  return {
    subject,
    text,
    html: layoutHtml(subject, content, foot.html),
    headers: first ? unsubscribeHeaders(addresses, tokenFor(first)) : {},
  };
}
