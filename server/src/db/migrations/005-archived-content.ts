import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Training records are evidence (ARCHITECTURE §11): a module or lesson removed from a course after
 * students made progress in it is archived, not deleted, so their progress rows (and what they
 * completed) stay. Archived items leave the course tree, its counts and its progress.
 * Recent activity lists completions by certificate date ("completed" means certified):
 * it reads the newest certificate_issued_at first.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('modules', 'archived_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('lessons', 'archived_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addIndex('enrollments', ['certificate_issued_at'], { name: 'enrollments_certificate_issued_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('enrollments', 'enrollments_certificate_issued_at');
  await qi.removeColumn('lessons', 'archived_at');
  await qi.removeColumn('modules', 'archived_at');
}
