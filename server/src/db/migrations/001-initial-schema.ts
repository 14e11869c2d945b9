import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The complete data model of spec §3 plus what ARCHITECTURE adds (codes, reset tokens,
 * certificate codes and expiry, api keys, embed origins, schedules, settings, system logs,
 * rate-limit counters, restore sessions). Later issues add behaviour on these tables.
 * Portable DDL only: it runs on SQLite and MySQL/MariaDB alike.
 */
const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const createdAt = { type: DataTypes.DATE, allowNull: false };
const updatedAt = { type: DataTypes.DATE, allowNull: false };
const fk = (table: string, onDelete: 'CASCADE' | 'SET NULL', allowNull = false) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: table, key: 'id' },
  onDelete,
  onUpdate: 'CASCADE',
});

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('companies', {
    id,
    name: { type: DataTypes.STRING(255), allowNull: false },
    cnpj: { type: DataTypes.STRING(14), allowNull: true, unique: true },
    contact_email: { type: DataTypes.STRING(254), allowNull: true },
    phone: { type: DataTypes.STRING(30), allowNull: true },
    address: { type: DataTypes.STRING(500), allowNull: true },
    description: { type: DataTypes.TEXT, allowNull: true },
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('companies', ['name']);

  await qi.createTable('users', {
    id,
    name: { type: DataTypes.STRING(255), allowNull: false },
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    password_hash: { type: DataTypes.STRING(100), allowNull: false },
    role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'student' },
    modality: { type: DataTypes.STRING(16), allowNull: true },
    cpf: { type: DataTypes.STRING(11), allowNull: true, unique: true },
    phone: { type: DataTypes.STRING(30), allowNull: true },
    address: { type: DataTypes.STRING(500), allowNull: true },
    company_id: fk('companies', 'SET NULL', true),
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    two_factor_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    must_change_password: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    photo: { type: DataTypes.STRING(255), allowNull: true },
    last_login: { type: DataTypes.DATE, allowNull: true },
    password_changed_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('users', ['company_id']);
  await qi.addIndex('users', ['role', 'is_active']);

  await qi.createTable('verification_codes', {
    id,
    user_id: fk('users', 'CASCADE'),
    purpose: { type: DataTypes.STRING(32), allowNull: false },
    code_hash: { type: DataTypes.STRING(128), allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    consumed_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
  });
  await qi.addIndex('verification_codes', ['user_id', 'purpose']);

  await qi.createTable('password_reset_tokens', {
    id,
    user_id: fk('users', 'CASCADE'),
    token_hash: { type: DataTypes.STRING(128), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
  });

  await qi.createTable('rate_limits', {
    bucket: { type: DataTypes.STRING(191), primaryKey: true, allowNull: false },
    count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    reset_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('rate_limits', ['reset_at']);

  await qi.createTable('courses', {
    id,
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    thumbnail: { type: DataTypes.STRING(255), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    level: { type: DataTypes.STRING(32), allowNull: true },
    validity_months: { type: DataTypes.INTEGER, allowNull: true },
    created_by: fk('users', 'SET NULL', true),
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('courses', ['status', 'is_active']);

  await qi.createTable('modules', {
    id,
    course_id: fk('courses', 'CASCADE'),
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('modules', ['course_id', 'order_index']);

  await qi.createTable('lessons', {
    id,
    module_id: fk('modules', 'CASCADE'),
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    video_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'youtube' },
    video_url: { type: DataTypes.STRING(2048), allowNull: true },
    video_file: { type: DataTypes.STRING(255), allowNull: true },
    duration: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('lessons', ['module_id', 'order_index']);

  await qi.createTable('lesson_attachments', {
    id,
    lesson_id: fk('lessons', 'CASCADE'),
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    filename: { type: DataTypes.STRING(255), allowNull: false },
    original_filename: { type: DataTypes.STRING(255), allowNull: false },
    mime_type: { type: DataTypes.STRING(100), allowNull: false },
    file_size: { type: DataTypes.BIGINT, allowNull: false },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('lesson_attachments', ['lesson_id']);

  await qi.createTable('enrollments', {
    id,
    user_id: fk('users', 'CASCADE'),
    course_id: fk('courses', 'CASCADE'),
    progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    enrolled_at: { type: DataTypes.DATE, allowNull: false },
    completed_at: { type: DataTypes.DATE, allowNull: true },
    certificate_issued_at: { type: DataTypes.DATE, allowNull: true },
    last_lesson_id: fk('lessons', 'SET NULL', true),
    enrolled_by: fk('users', 'SET NULL', true),
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('enrollments', ['user_id', 'course_id'], { unique: true, name: 'enrollments_user_course' });
  await qi.addIndex('enrollments', ['course_id', 'completed_at']);
  await qi.addIndex('enrollments', ['enrolled_at']);

  await qi.createTable('lesson_progress', {
    id,
    user_id: fk('users', 'CASCADE'),
    lesson_id: fk('lessons', 'CASCADE'),
    completed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    completed_at: { type: DataTypes.DATE, allowNull: true },
    current_time: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
    watched_percentage: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
    /** Watch time the server itself saw between progress saves, bounded by wall-clock time. */
    watched_seconds: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
    first_play_at: { type: DataTypes.DATE, allowNull: true },
    last_seen_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('lesson_progress', ['user_id', 'lesson_id'], { unique: true, name: 'lesson_progress_user_lesson' });
  await qi.addIndex('lesson_progress', ['lesson_id']);

  await qi.createTable('assessments', {
    id,
    course_id: fk('courses', 'CASCADE'),
    title: { type: DataTypes.STRING(255), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    time_limit: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
    passing_score: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 70 },
    max_attempts: { type: DataTypes.INTEGER, allowNull: true, defaultValue: 3 },
    allow_retake: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('assessments', ['course_id']);

  await qi.createTable('questions', {
    id,
    assessment_id: fk('assessments', 'CASCADE'),
    question_text: { type: DataTypes.TEXT, allowNull: false },
    question_type: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'multiple_choice' },
    points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('questions', ['assessment_id', 'order_index']);

  await qi.createTable('question_options', {
    id,
    question_id: fk('questions', 'CASCADE'),
    option_text: { type: DataTypes.TEXT, allowNull: false },
    is_correct: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  });
  await qi.addIndex('question_options', ['question_id']);

  await qi.createTable('assessment_attempts', {
    id,
    assessment_id: fk('assessments', 'CASCADE'),
    user_id: fk('users', 'CASCADE'),
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'in_progress' },
    started_at: { type: DataTypes.DATE, allowNull: false },
    finished_at: { type: DataTypes.DATE, allowNull: true },
    score: { type: DataTypes.FLOAT, allowNull: true },
    passed: { type: DataTypes.BOOLEAN, allowNull: true },
    correct_answers: { type: DataTypes.INTEGER, allowNull: true },
    total_questions: { type: DataTypes.INTEGER, allowNull: true },
    time_taken: { type: DataTypes.INTEGER, allowNull: true },
    /** JSON map question id -> chosen option id, as graded. */
    answers: { type: DataTypes.TEXT, allowNull: true },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('assessment_attempts', ['assessment_id', 'user_id', 'status']);
  await qi.addIndex('assessment_attempts', ['user_id']);

  await qi.createTable('certificates', {
    id,
    user_id: fk('users', 'CASCADE'),
    course_id: fk('courses', 'CASCADE'),
    certificate_code: { type: DataTypes.STRING(32), allowNull: false, unique: true },
    is_temporary: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'active' },
    score: { type: DataTypes.FLOAT, allowNull: true },
    issued_at: { type: DataTypes.DATE, allowNull: false },
    validated_at: { type: DataTypes.DATE, allowNull: true },
    validated_by: fk('users', 'SET NULL', true),
    expires_at: { type: DataTypes.DATE, allowNull: true },
    reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
    /** An official PDF uploaded by an admin, relative to the uploads folder. */
    file_path: { type: DataTypes.STRING(255), allowNull: true },
    created_at: createdAt,
    updated_at: updatedAt,
  });
  await qi.addIndex('certificates', ['user_id', 'course_id'], { unique: true, name: 'certificates_user_course' });
  await qi.addIndex('certificates', ['course_id']);
  await qi.addIndex('certificates', ['expires_at']);

  await qi.createTable('settings', {
    key: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
    value: { type: DataTypes.TEXT, allowNull: true },
    updated_at: updatedAt,
  });

  await qi.createTable('backup_schedules', {
    id,
    name: { type: DataTypes.STRING(255), allowNull: false },
    frequency: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'daily' },
    time: { type: DataTypes.STRING(5), allowNull: false, defaultValue: '02:00' },
    enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    retention_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
    last_run_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
    updated_at: updatedAt,
  });

  await qi.createTable('system_logs', {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
    created_at: createdAt,
    level: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'info' },
    action: { type: DataTypes.STRING(64), allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: true },
    user_name: { type: DataTypes.STRING(255), allowNull: true },
    user_email: { type: DataTypes.STRING(254), allowNull: true },
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    description: { type: DataTypes.TEXT, allowNull: true },
    message: { type: DataTypes.TEXT, allowNull: true },
    source: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'api' },
  });
  // Filters are by date, action and user, each newest first.
  await qi.addIndex('system_logs', ['created_at']);
  await qi.addIndex('system_logs', ['action', 'created_at']);
  await qi.addIndex('system_logs', ['user_id', 'created_at']);
  await qi.addIndex('system_logs', ['level', 'created_at']);

  await qi.createTable('api_keys', {
    id,
    company_id: fk('companies', 'CASCADE'),
    name: { type: DataTypes.STRING(100), allowNull: true },
    prefix: { type: DataTypes.STRING(16), allowNull: false, unique: true },
    key_hash: { type: DataTypes.STRING(128), allowNull: false },
    allow_provisioning: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    last_used_at: { type: DataTypes.DATE, allowNull: true },
    revoked_at: { type: DataTypes.DATE, allowNull: true },
    created_by: fk('users', 'SET NULL', true),
    created_at: createdAt,
  });
  await qi.addIndex('api_keys', ['company_id']);

  await qi.createTable('company_embed_origins', {
    id,
    company_id: fk('companies', 'CASCADE'),
    origin: { type: DataTypes.STRING(255), allowNull: false },
    created_at: createdAt,
  });
  await qi.addIndex('company_embed_origins', ['company_id', 'origin'], {
    unique: true,
    name: 'embed_origins_company_origin',
  });
  await qi.addIndex('company_embed_origins', ['origin']);

  await qi.createTable('restore_sessions', {
    id: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    user_id: fk('users', 'CASCADE'),
    folder: { type: DataTypes.STRING(255), allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: createdAt,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of [
    'restore_sessions',
    'company_embed_origins',
    'api_keys',
    'system_logs',
    'backup_schedules',
    'settings',
    'certificates',
    'assessment_attempts',
    'question_options',
    'questions',
    'assessments',
    'lesson_progress',
    'enrollments',
    'lesson_attachments',
    'lessons',
    'modules',
    'courses',
    'rate_limits',
    'password_reset_tokens',
    'verification_codes',
    'users',
    'companies',
  ]) {
    await qi.dropTable(table);
  }
}
