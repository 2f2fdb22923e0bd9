/** The site's own pages, each behind a footer link: a fixed set, whose words admins edit. */
export const contentPageSlugs = ['about', 'contact', 'help', 'privacy', 'terms', 'cookies'] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

export const isContentPageSlug = (value: string): value is ContentPageSlug => (contentPageSlugs as readonly string[]).includes(value);

/** The longest page body an admin may save, in characters of Markdown. */
export const MAX_CONTENT_PAGE_LENGTH = 50_000;
export const MAX_CONTACT_MESSAGE_LENGTH = 5_000;
