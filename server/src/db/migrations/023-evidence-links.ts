import { DataTypes, type QueryInterface } from 'sequelize';

/** Auditor links (issue 22): read-only, expiring access to a company's packs, every access logged. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
  await qi.createTable('evidence_links', {
    id,
    token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    company_id: { type: DataTypes.INTEGER, allowNull: false },
    course_id: { type: DataTypes.INTEGER, allowNull: true },
    access_code_hash: { type: DataTypes.STRING(64), allowNull: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    revoked_at: { type: DataTypes.DATE, allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('evidence_links', ['company_id'], { name: 'evidence_links_company' });
  await qi.createTable('evidence_link_accesses', {
    id,
    link_id: { type: DataTypes.INTEGER, allowNull: false },
    at: { type: DataTypes.DATE, allowNull: false },
    ip: { type: DataTypes.STRING(45), allowNull: true },
    user_agent: { type: DataTypes.STRING(300), allowNull: true },
    action: { type: DataTypes.STRING(200), allowNull: false },
  });
  await qi.addIndex('evidence_link_accesses', ['link_id'], { name: 'evidence_link_accesses_link' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('evidence_link_accesses');
  await qi.dropTable('evidence_links');
}
