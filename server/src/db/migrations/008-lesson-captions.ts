import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Captions of an uploaded lesson video (issue 17): a WebVTT file under uploads/captions, shown by
 * the restricted player as a pt-BR track. Null when the lesson has none.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('lessons', 'caption_file', { type: DataTypes.STRING(255), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('lessons', 'caption_file');
}
