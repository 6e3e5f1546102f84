import { type AnyPgColumn, bigserial, boolean, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every module's tables write the same way (`*.tables.ts`), built here once so that each table lists
 * only what is its own. Each builder makes a fresh column: drizzle binds a column to the one table it is placed in.
 * Changing one changes the schema of every table that uses it, which `npm run db:generate` then shows. A tables
 * file imports this module as `col` and drizzle's builders as `pg` (`col.serialId()`, `pg.text('nome')`): two
 * namespaces instead of long import lists that every tables file repeated.
 */

/** A `timestamp with time zone` column, nullable: when something happened, if it did. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A `timestamp with time zone` that is set when the row is written (`not null default now()`). */
export const stampedNow = (name: string) => instant(name).notNull().defaultNow();

/** The serial primary key `id`. */
export const serialId = () => serial('id').primaryKey();

/** The 64-bit serial primary key `id` of a table that only grows (logs, histories, measurements). */
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** The optimistic-locking counter an edit compares and increments (docs/adr/0004). */
export const version = () => integer('version').notNull().default(1);

export const createdAt = () => stampedNow('created_at');

export const updatedAt = () => stampedNow('updated_at');

/** `at`: when an entry of a history or log was written. */
export const at = () => stampedNow('at');

/** A row an administrator edits: its version, when it was created and when it last changed, in this order. */
export const versionedStamps = () => ({ version: version(), createdAt: createdAt(), updatedAt: updatedAt() });

/** When a row was created and last changed. */
export const stamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A text column that is the empty string until set (`not null default ''`). */
export const blankText = (name: string) => text(name).notNull().default('');

/** The order of a row among its siblings. */
export const position = () => integer('position').notNull().default(0);

/** A flag that is off until set (`not null default false`). */
export const flag = (name: string) => boolean(name).notNull().default(false);

/** A required integer column that points at another table's row, and what deleting that row does to this one. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(target, { onDelete });

/** An optional integer column that points at another table's row (null: none). */
export const optionalRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).references(target, { onDelete });

/**
 * A required text column that points at a code (a natural key) of another table: deleting the code is refused,
 * changing it `onUpdate` carries over or is refused too.
 */
export const requiredCodeRef = (name: string, target: () => AnyPgColumn, onUpdate: 'cascade' | 'restrict') =>
  text(name).notNull().references(target, { onUpdate, onDelete: 'restrict' });
