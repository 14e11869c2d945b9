import type { QueryInterface } from 'sequelize';

/**
 * Users in name order: the student-progress export reads the students in keyset pages on
 * (name, id), each page a range of this index (its entries end with the primary key on InnoDB
 * and with the rowid on SQLite, so it serves the id tie-break too). Without it every page was a
 * full scan and sort of the users table.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('users', ['name'], { name: 'users_name' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('users', 'users_name');
}
