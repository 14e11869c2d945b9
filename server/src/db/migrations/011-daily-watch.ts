import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The daily training cap (issue 19): watch time credited to each student per São Paulo calendar
 * day, so a course whose NR preset caps the day (8 h by default) stops crediting at the cap.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('daily_watch', {
    user_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    day: { type: DataTypes.STRING(10), allowNull: false, primaryKey: true },
    seconds: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('daily_watch');
}
