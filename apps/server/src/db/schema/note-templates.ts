import type { NoteTemplate } from '@asha/contracts';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians.js';

/**
 * Note templates of the clinic (owner null, set with `npm run templates`) and of single clinicians
 * (owner their id). `version` is the newest; each version's template stays in
 * `note_template_versions`, because a signed note is shown in the version it was signed in.
 * A template is never deleted, only disabled: notes written in it keep rendering.
 */
export const noteTemplates = pgTable(
  'note_templates',
  {
    /** `tpl-` and 16 hex digits: the note type id notes and settings name it by */
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id').references(() => clinicians.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('note_templates_owner').on(t.ownerId)],
);

/** Every version of a template, as written; rows are only added. */
export const noteTemplateVersions = pgTable(
  'note_template_versions',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => noteTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    template: jsonb('template').$type<NoteTemplate>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] })],
);
