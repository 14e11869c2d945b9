import { DataTypes, type QueryInterface } from 'sequelize';

/** A question's picture (issue 21), stored under uploads/questions by a generated name. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('bank_questions', 'image_file', { type: DataTypes.STRING(200), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('bank_questions', 'image_file');
}
