import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Webhooks (issue 23): endpoints, the events they receive and one delivery row per endpoint and
 * event, written in the transaction of the change that caused the event (a durable outbox).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
  await qi.createTable('webhooks', {
    id,
    url: { type: DataTypes.STRING(2000), allowNull: false },
    events: { type: DataTypes.TEXT, allowNull: false },
    company_id: { type: DataTypes.INTEGER, allowNull: true },
    secret: { type: DataTypes.TEXT, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'active' },
    consecutive_failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    failing_since: { type: DataTypes.DATE, allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('webhooks', ['company_id'], { name: 'webhooks_company' });
  await qi.createTable('webhook_events', {
    id,
    event_id: { type: DataTypes.STRING(36), allowNull: false, unique: true },
    type: { type: DataTypes.STRING(40), allowNull: false },
    resource: { type: DataTypes.STRING(80), allowNull: false },
    company_id: { type: DataTypes.INTEGER, allowNull: true },
    body: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('webhook_deliveries', {
    id,
    webhook_id: { type: DataTypes.INTEGER, allowNull: false },
    event_id: { type: DataTypes.STRING(36), allowNull: false },
    resource: { type: DataTypes.STRING(80), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false },
    claimed_by: { type: DataTypes.STRING(64), allowNull: true },
    claimed_until: { type: DataTypes.DATE, allowNull: true },
    response_status: { type: DataTypes.INTEGER, allowNull: true },
    last_error: { type: DataTypes.STRING(500), allowNull: true },
    duration_ms: { type: DataTypes.INTEGER, allowNull: true },
    delivered_at: { type: DataTypes.DATE, allowNull: true },
    replay_of: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  // The dispatcher's sweep, the per-resource order check, and an endpoint's delivery log.
  await qi.addIndex('webhook_deliveries', ['status', 'next_attempt_at'], { name: 'webhook_deliveries_due' });
  await qi.addIndex('webhook_deliveries', ['webhook_id', 'resource', 'status'], {
    name: 'webhook_deliveries_order',
  });
  await qi.addIndex('webhook_deliveries', ['webhook_id', 'id'], { name: 'webhook_deliveries_log' });
  await qi.addIndex('webhook_deliveries', ['event_id'], { name: 'webhook_deliveries_event' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('webhook_deliveries');
  await qi.dropTable('webhook_events');
  await qi.dropTable('webhooks');
}
