import { DataTypes, type QueryInterface } from 'sequelize';

/** An instructor's qualification and professional registration, printed where NR-01 asks (issue 20). */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'qualification', { type: DataTypes.STRING(300), allowNull: true });
  await qi.addColumn('users', 'professional_registration', { type: DataTypes.STRING(100), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'professional_registration');
  await qi.removeColumn('users', 'qualification');
}
