import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Assessments drawn from question banks (issue 21): the draw rules and the shuffles of an
 * assessment, and on each attempt the paper it showed (questions, options in their order, with
 * what was right), so a later edit of a bank or an assessment never changes a stored attempt.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('assessments', 'draw_rules', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('assessments', 'shuffle_questions', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
  await qi.addColumn('assessments', 'shuffle_options', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
  // MySQL's TEXT holds 64 KB, short of a long paper; SQLite's TEXT has no size to give.
  const text = qi.sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('medium');
  await qi.addColumn('assessment_attempts', 'paper', { type: text, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('assessment_attempts', 'paper');
  await qi.removeColumn('assessments', 'shuffle_options');
  await qi.removeColumn('assessments', 'shuffle_questions');
  await qi.removeColumn('assessments', 'draw_rules');
}
