import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The worker's acknowledgment of a certificate (issue 22): one per certificate, with what they
 * declared, when, from where, and the hash of what they acknowledged. Evidence: never rewritten.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('certificate_acknowledgments', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    certificate_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    statement: { type: DataTypes.TEXT, allowNull: false },
    certificate_sha256: { type: DataTypes.STRING(64), allowNull: false },
    ip: { type: DataTypes.STRING(45), allowNull: true },
    user_agent: { type: DataTypes.STRING(300), allowNull: true },
    acknowledged_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('certificate_acknowledgments', ['user_id'], { name: 'certificate_acknowledgments_user' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('certificate_acknowledgments');
}
