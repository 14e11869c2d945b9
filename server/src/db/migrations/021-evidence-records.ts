import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Evidence of training (issue 22): the seconds the server credited per lesson and São Paulo day
 * (the daily table only knew the day's total, and only under a cap), and the user agent of each
 * audited request beside its IP.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('lesson_watch_days', {
    user_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    lesson_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    day: { type: DataTypes.STRING(10), allowNull: false, primaryKey: true },
    seconds: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
  });
  await qi.addColumn('system_logs', 'user_agent', { type: DataTypes.STRING(300), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('system_logs', 'user_agent');
  await qi.dropTable('lesson_watch_days');
}
