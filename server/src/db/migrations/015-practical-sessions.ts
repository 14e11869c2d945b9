import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Practical sessions of blended NR training (issue 20): the session, its roster, each worker's
 * signed attendance (one per session, idempotent by the device's id) and the practical
 * evaluations, kept as a history (the newest one counts; none is ever rewritten).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
  await qi.createTable('practical_sessions', {
    id,
    course_id: { type: DataTypes.INTEGER, allowNull: false },
    starts_at: { type: DataTypes.DATE, allowNull: false },
    ends_at: { type: DataTypes.DATE, allowNull: false },
    place: { type: DataTypes.STRING(300), allowNull: false },
    instructor_id: { type: DataTypes.INTEGER, allowNull: false },
    capacity: { type: DataTypes.INTEGER, allowNull: false },
    hours: { type: DataTypes.DECIMAL(4, 1), allowNull: false },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('practical_sessions', ['instructor_id', 'starts_at'], { name: 'practical_sessions_instructor' });
  await qi.addIndex('practical_sessions', ['course_id'], { name: 'practical_sessions_course' });
  await qi.createTable('practical_participants', {
    id,
    session_id: { type: DataTypes.INTEGER, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    added_by: { type: DataTypes.INTEGER, allowNull: true },
    /** The day-before reminder went out (claimed by the conditional update that sets it). */
    reminded_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('practical_participants', ['session_id', 'user_id'], {
    name: 'practical_participants_unique',
    unique: true,
  });
  await qi.addIndex('practical_participants', ['user_id'], { name: 'practical_participants_user' });
  await qi.createTable('practical_attendance', {
    id,
    client_id: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    session_id: { type: DataTypes.INTEGER, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    method: { type: DataTypes.STRING(16), allowNull: false },
    signature_file: { type: DataTypes.STRING(255), allowNull: true },
    signature_sha256: { type: DataTypes.STRING(64), allowNull: true },
    instructor_id: { type: DataTypes.INTEGER, allowNull: false },
    ip: { type: DataTypes.STRING(64), allowNull: true },
    signed_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('practical_attendance', ['session_id', 'user_id'], {
    name: 'practical_attendance_unique',
    unique: true,
  });
  await qi.createTable('practical_evaluations', {
    id,
    session_id: { type: DataTypes.INTEGER, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    result: { type: DataTypes.STRING(16), allowNull: false },
    notes: { type: DataTypes.TEXT, allowNull: true },
    evaluated_by: { type: DataTypes.INTEGER, allowNull: false },
    evaluated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('practical_evaluations', ['user_id', 'session_id'], { name: 'practical_evaluations_user' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('practical_evaluations');
  await qi.dropTable('practical_attendance');
  await qi.dropTable('practical_participants');
  await qi.dropTable('practical_sessions');
}
