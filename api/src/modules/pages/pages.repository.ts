import type { Kysely } from 'kysely';
import type { ContentPageSlug } from '@lectern/shared-sdk/pages/domain';
import type { Database } from '../../db/schema';

export interface PageVersionRow {
  slug: string;
  version: number;
  title: string;
  markdown: string;
  edited_at: string;
  editor_id: number | null;
  editor_name: string | null;
}

export function pagesRepository(db: Kysely<Database>) {
  const versions = () =>
    db
      .selectFrom('content_page_versions as v')
      .leftJoin('users as u', 'u.id', 'v.edited_by')
      .select(['v.slug', 'v.version', 'v.title', 'v.markdown', 'v.edited_at', 'u.id as editor_id', 'u.name as editor_name']);

  return {
    /** The page as it reads now: its highest version. */
    current: (slug: ContentPageSlug): Promise<PageVersionRow | undefined> =>
      versions().where('v.slug', '=', slug).orderBy('v.version', 'desc').limit(1).executeTakeFirst(),

    /** Every page's current version. */
    currentAll: (): Promise<PageVersionRow[]> =>
      versions()
        .where(({ eb, selectFrom }) =>
          eb(
            'v.version',
            '=',
            selectFrom('content_page_versions as newer')
              .select((n) => n.fn.max('newer.version').as('v'))
              .whereRef('newer.slug', '=', 'v.slug'),
          ),
        )
        .execute(),

    history: (slug: ContentPageSlug): Promise<PageVersionRow[]> => versions().where('v.slug', '=', slug).orderBy('v.version', 'desc').execute(),

    /** Saves the next version; a unique violation means someone else saved it first. */
    add: (row: { slug: ContentPageSlug; version: number; title: string; markdown: string; editedBy: number; editedAt: string }) =>
      db
        .insertInto('content_page_versions')
        .values({ slug: row.slug, version: row.version, title: row.title, markdown: row.markdown, edited_by: row.editedBy, edited_at: row.editedAt })
        .execute(),

    addContactMessage: (row: { userId: number | null; name: string; email: string; subject: string; message: string; createdAt: string }) =>
      db
        .insertInto('contact_messages')
        .values({ user_id: row.userId, name: row.name, email: row.email, subject: row.subject, message: row.message, created_at: row.createdAt })
        .execute(),

    /** Where the contact form's messages go: every active admin. */
    adminEmails: async (): Promise<string[]> =>
      (await db.selectFrom('users').select('email').where('role', '=', 'admin').where('is_active', '=', 1).execute()).map((row) => row.email),
  };
}
