import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The tutoring channel (issue 26): each course's tutors and response days, the workers' questions
 * on lessons, and the tutors' answers. Questions and answers are evidence: an answer is never
 * edited, and a question keeps the due time that applied when it was asked.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
  await qi.createTable('course_tutoring', {
    course_id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
    response_days: { type: DataTypes.INTEGER, allowNull: false },
    updated_by: { type: DataTypes.INTEGER, allowNull: true },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('course_tutors', {
    id,
    course_id: { type: DataTypes.INTEGER, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('course_tutors', ['course_id', 'user_id'], { name: 'course_tutors_unique', unique: true });
  await qi.addIndex('course_tutors', ['user_id'], { name: 'course_tutors_user' });
  await qi.createTable('lesson_questions', {
    id,
    lesson_id: { type: DataTypes.INTEGER, allowNull: false },
    course_id: { type: DataTypes.INTEGER, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    /** The asker's company when they asked (the queue's filter; a later move does not rewrite it). */
    company_id: { type: DataTypes.INTEGER, allowNull: true },
    text: { type: DataTypes.TEXT, allowNull: false },
    image_file: { type: DataTypes.STRING(255), allowNull: true },
    image_sha256: { type: DataTypes.STRING(64), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false },
    faq: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    response_days: { type: DataTypes.INTEGER, allowNull: false },
    due_at: { type: DataTypes.DATE, allowNull: false },
    first_response_at: { type: DataTypes.DATE, allowNull: true },
    closed_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('lesson_questions', ['lesson_id', 'user_id'], { name: 'lesson_questions_lesson_user' });
  await qi.addIndex('lesson_questions', ['lesson_id', 'faq'], { name: 'lesson_questions_lesson_faq' });
  await qi.addIndex('lesson_questions', ['status', 'created_at'], { name: 'lesson_questions_status' });
  await qi.addIndex('lesson_questions', ['course_id', 'status', 'created_at'], { name: 'lesson_questions_course' });
  await qi.addIndex('lesson_questions', ['user_id'], { name: 'lesson_questions_user' });
  await qi.createTable('lesson_question_answers', {
    id,
    question_id: { type: DataTypes.INTEGER, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    /** The tutor's name as it was when they answered: what the worker was shown. */
    author_name: { type: DataTypes.STRING(255), allowNull: false },
    text: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('lesson_question_answers', ['question_id'], { name: 'lesson_question_answers_question' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('lesson_question_answers');
  await qi.dropTable('lesson_questions');
  await qi.dropTable('course_tutors');
  await qi.dropTable('course_tutoring');
}
