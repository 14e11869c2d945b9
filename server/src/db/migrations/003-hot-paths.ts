import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * What the benchmark's hot paths need. Watch time is credited from the moment of the previous save,
 * so MySQL keeps that moment to the millisecond (a DATETIME rounded to the second let rapid saves
 * credit up to a second each). The logs screen's total comes from a counted base plus the rows
 * after it (`row_counts`, kept by the cleanup), and its search gets a FULLTEXT index on MySQL.
 * Each course carries a content version, renewed by every change of the course or its modules,
 * lessons and assessments, so servers may keep a course's tree in memory and check it is current
 * with the per-request read they do anyway.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('courses', 'content_version', { type: DataTypes.STRING(24), allowNull: false, defaultValue: '' });
  await qi.createTable('row_counts', {
    table_name: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    /** Rows with an id up to this one are counted in row_count; later ones are counted live. */
    up_to_id: { type: DataTypes.BIGINT, allowNull: false },
    row_count: { type: DataTypes.BIGINT, allowNull: false },
    counted_at: { type: DataTypes.DATE, allowNull: false },
  });
  if (qi.sequelize.getDialect() !== 'mysql') return;
  await qi.changeColumn('lesson_progress', 'last_seen_at', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addIndex('system_logs', ['user_name', 'user_email', 'ip_address', 'description', 'action'], {
    type: 'FULLTEXT',
    name: 'system_logs_search',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('courses', 'content_version');
  await qi.dropTable('row_counts');
  if (qi.sequelize.getDialect() !== 'mysql') return;
  await qi.removeIndex('system_logs', 'system_logs_search');
  await qi.changeColumn('lesson_progress', 'last_seen_at', { type: DataTypes.DATE, allowNull: true });
}
