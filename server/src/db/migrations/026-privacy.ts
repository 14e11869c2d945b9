import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * LGPD (issue 24): each person's requests (with their history), the consent ledger, the identity
 * kept on training evidence when a profile is anonymised (art. 16 I), and when that happened.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
  await qi.createTable('privacy_requests', {
    id,
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    kind: { type: DataTypes.STRING(20), allowNull: false },
    details: { type: DataTypes.TEXT, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'aberta' },
    answer: { type: DataTypes.TEXT, allowNull: true },
    due_at: { type: DataTypes.DATE, allowNull: false },
    answered_at: { type: DataTypes.DATE, allowNull: true },
    answered_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('privacy_requests', ['status', 'due_at'], { name: 'privacy_requests_queue' });
  await qi.addIndex('privacy_requests', ['user_id'], { name: 'privacy_requests_user' });
  await qi.createTable('privacy_request_events', {
    id,
    request_id: { type: DataTypes.INTEGER, allowNull: false },
    at: { type: DataTypes.DATE, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    actor_id: { type: DataTypes.INTEGER, allowNull: true },
    note: { type: DataTypes.TEXT, allowNull: true },
  });
  await qi.addIndex('privacy_request_events', ['request_id'], { name: 'privacy_request_events_request' });
  await qi.createTable('consents', {
    id,
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    purpose: { type: DataTypes.STRING(40), allowNull: false },
    text_version: { type: DataTypes.STRING(20), allowNull: false },
    granted_at: { type: DataTypes.DATE, allowNull: false },
    ip: { type: DataTypes.STRING(45), allowNull: true },
    user_agent: { type: DataTypes.STRING(300), allowNull: true },
    revoked_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('consents', ['user_id', 'purpose'], { name: 'consents_person' });
  await qi.createTable('retained_identities', {
    user_id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
    name: { type: DataTypes.STRING(255), allowNull: false },
    cpf: { type: DataTypes.STRING(14), allowNull: true },
    basis: { type: DataTypes.STRING(200), allowNull: false },
    retained_until: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('retained_identities', ['retained_until'], { name: 'retained_identities_until' });
  await qi.addColumn('users', 'anonymized_at', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'anonymized_at');
  await qi.dropTable('retained_identities');
  await qi.dropTable('consents');
  await qi.dropTable('privacy_request_events');
  await qi.dropTable('privacy_requests');
}
