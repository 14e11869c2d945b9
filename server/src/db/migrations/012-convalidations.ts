import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Earlier training reused or convalidated (issue 19, NR-01 1.7.6): who trained where, when, for how
 * long, approved by whom, with the evidence file; and on the certificate it produced, the dates it
 * stands on (its validity counts from the oldest).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('convalidations', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    course_id: { type: DataTypes.INTEGER, allowNull: false },
    mode: { type: DataTypes.STRING(16), allowNull: false },
    source_organization: { type: DataTypes.STRING(200), allowNull: false },
    /** JSON array of 'YYYY-MM-DD', oldest first. */
    dates: { type: DataTypes.TEXT, allowNull: false },
    hours: { type: DataTypes.INTEGER, allowNull: false },
    responsible: { type: DataTypes.STRING(200), allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    evidence_file: { type: DataTypes.STRING(255), allowNull: false },
    certificate_id: { type: DataTypes.INTEGER, allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('convalidations', ['user_id'], { name: 'convalidations_user' });
  await qi.addColumn('certificates', 'convalidated_dates', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('certificates', 'convalidated_dates');
  await qi.dropTable('convalidations');
}
