import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { defaultContentPages } from '../../modules/pages/default-pages';
import { withIdColumn } from './id-column';

/** The tables as this migration writes them (a later change to schema.ts must not change what it did). */
interface Tables {
  content_page_versions: { slug: string; version: number; title: string; markdown: string; edited_by: number | null; edited_at: string };
}

/**
 * The site's own pages, each behind a footer link, as versions an admin adds to (who saved what, and when), and the
 * contact form's messages. Every page starts with Lectern's own text as its version 1.
 */
export function contentPages(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(dialect, db.schema.createTable('content_page_versions'))
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('markdown', 'text', (col) => col.notNull())
        .addColumn('edited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('edited_at', 'text', (col) => col.notNull())
        // Two admins saving at once cannot both write the next version: one of them is told to reload.
        .addUniqueConstraint('content_page_versions_slug_version_key', ['slug', 'version'])
        .execute();
      await withIdColumn(dialect, db.schema.createTable('contact_messages'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      const startedAt = new Date().toISOString();
      await (db as unknown as Kysely<Tables>)
        .insertInto('content_page_versions')
        .values(defaultContentPages.map((page) => ({ ...page, version: 1, edited_by: null, edited_at: startedAt })))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contact_messages').execute();
      await db.schema.dropTable('content_page_versions').execute();
    },
  };
}
