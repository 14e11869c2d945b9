import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A convalidation's complement by modules (NR-01 1.7.6): which modules the worker still had to do,
 * and on each lesson credited by the earlier training, the convalidation that credited it (a
 * completion that was not watched says so).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('convalidations', 'complement_module_ids', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('lesson_progress', 'credited_by_convalidation_id', { type: DataTypes.INTEGER, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('lesson_progress', 'credited_by_convalidation_id');
  await qi.removeColumn('convalidations', 'complement_module_ids');
}
