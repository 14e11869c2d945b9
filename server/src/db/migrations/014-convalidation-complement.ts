import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A convalidation may cover only part of a course (NR-01 1.7.6): the hours of complement it asked
 * for, and on the enrolment that completes it, the convalidation whose dates the certificate will
 * state and count its validity from.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('convalidations', 'complement_hours', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('enrollments', 'convalidation_id', { type: DataTypes.INTEGER, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('enrollments', 'convalidation_id');
  await qi.removeColumn('convalidations', 'complement_hours');
}
