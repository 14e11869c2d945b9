import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Issue 25: the id of the HTTP request behind an audit row (the X-Request-Id the server answered),
 * to follow a complaint from the system log to the JSON log lines of that request.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('system_logs', 'request_id', { type: DataTypes.STRING(64), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('system_logs', 'request_id');
}
