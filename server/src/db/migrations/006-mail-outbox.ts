import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The mail outbox (ARCHITECTURE §7): an e-mail is a row written in the same transaction as the
 * change that caused it, then delivered by whichever node claims it (claimed_by / claimed_until,
 * a lease), retried with backoff. The payload is sealed and cleared once the mail is settled.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('mail_outbox', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    recipient: { type: DataTypes.STRING(254), allowNull: false },
    template: { type: DataTypes.STRING(32), allowNull: false },
    payload: { type: DataTypes.TEXT, allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false },
    claimed_by: { type: DataTypes.STRING(64), allowNull: true },
    claimed_until: { type: DataTypes.DATE, allowNull: true },
    last_error: { type: DataTypes.TEXT, allowNull: true },
    sent_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('mail_outbox', ['status', 'next_attempt_at'], { name: 'mail_outbox_status_next_attempt_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('mail_outbox');
}
