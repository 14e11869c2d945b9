import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Question banks (issue 21): banks per course or shared, their questions (a scenario's items are
 * questions under it, by parent_id) and each question's options.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
  const stamps = {
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  };
  await qi.createTable('question_banks', {
    id,
    title: { type: DataTypes.STRING(200), allowNull: false },
    course_id: { type: DataTypes.INTEGER, allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    ...stamps,
  });
  await qi.createTable('bank_questions', {
    id,
    bank_id: { type: DataTypes.INTEGER, allowNull: false },
    parent_id: { type: DataTypes.INTEGER, allowNull: true },
    type: { type: DataTypes.STRING(16), allowNull: false },
    text: { type: DataTypes.TEXT, allowNull: false },
    topic: { type: DataTypes.STRING(100), allowNull: true },
    points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    partial_credit: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    explanation: { type: DataTypes.TEXT, allowNull: true },
    order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    ...stamps,
  });
  await qi.addIndex('bank_questions', ['bank_id', 'topic'], { name: 'bank_questions_bank_topic' });
  await qi.addIndex('bank_questions', ['parent_id'], { name: 'bank_questions_parent' });
  await qi.createTable('bank_options', {
    id,
    question_id: { type: DataTypes.INTEGER, allowNull: false },
    text: { type: DataTypes.TEXT, allowNull: false },
    is_correct: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  });
  await qi.addIndex('bank_options', ['question_id'], { name: 'bank_options_question' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('bank_options');
  await qi.dropTable('bank_questions');
  await qi.dropTable('question_banks');
}
