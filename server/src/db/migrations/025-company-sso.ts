import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Sign-in through a company's identity provider (issue 23): its OpenID Connect client (the secret
 * sealed), the e-mail domains routed to it (a domain belongs to one company: unique), and the
 * pending sign-ins (state, nonce, PKCE verifier) kept in the database so any node can finish a
 * flow another one started, and a state is consumed once.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
  await qi.createTable('company_sso', {
    id,
    company_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
    issuer: { type: DataTypes.STRING(500), allowNull: false },
    client_id: { type: DataTypes.STRING(255), allowNull: false },
    client_secret_sealed: { type: DataTypes.TEXT, allowNull: false },
    create_users: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    two_factor_by_idp: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    updated_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('company_sso_domains', {
    id,
    company_id: { type: DataTypes.INTEGER, allowNull: false },
    domain: { type: DataTypes.STRING(253), allowNull: false, unique: true },
  });
  await qi.addIndex('company_sso_domains', ['company_id'], { name: 'company_sso_domains_company' });
  await qi.createTable('sso_states', {
    id,
    state_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    company_id: { type: DataTypes.INTEGER, allowNull: false },
    nonce: { type: DataTypes.STRING(100), allowNull: false },
    code_verifier: { type: DataTypes.STRING(200), allowNull: false },
    /** An embedded widget's popup: the opener's origin that receives the embed token; null for the portal. */
    embed_origin: { type: DataTypes.STRING(255), allowNull: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('sso_states', ['expires_at'], { name: 'sso_states_expires' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sso_states');
  await qi.dropTable('company_sso_domains');
  await qi.dropTable('company_sso');
}
