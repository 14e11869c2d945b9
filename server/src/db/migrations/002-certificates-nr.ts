import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * What NR-01 asks a training certificate to carry (workload, syllabus, modality and place,
 * instructor and responsible technician), NR refreshers (a refresher course, reminders sent once
 * per threshold), certificate revocation, and the claim table that lets one node run each job.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const text = { type: DataTypes.STRING(255), allowNull: true };
  // The dashboard greets with the access before this one, so sign-in keeps both.
  await qi.addColumn('users', 'previous_login', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('courses', 'workload_hours', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('courses', 'syllabus', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('courses', 'modality', { type: DataTypes.STRING(32), allowNull: true });
  await qi.addColumn('courses', 'location', text);
  await qi.addColumn('courses', 'instructor_name', text);
  await qi.addColumn('courses', 'instructor_qualification', text);
  await qi.addColumn('courses', 'technician_name', text);
  await qi.addColumn('courses', 'technician_qualification', text);
  await qi.addColumn('courses', 'refresher_course_id', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'courses', key: 'id' },
    onDelete: 'SET NULL',
  });

  await qi.addColumn('certificates', 'revoked_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('certificates', 'revoke_reason', { type: DataTypes.STRING(500), allowNull: true });
  await qi.addColumn('certificates', 'revoked_by', { type: DataTypes.INTEGER, allowNull: true });

  await qi.createTable('certificate_reminders', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    certificate_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'certificates', key: 'id' },
      onDelete: 'CASCADE',
    },
    days_before: { type: DataTypes.INTEGER, allowNull: false },
    sent_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('certificate_reminders', ['certificate_id', 'days_before'], {
    unique: true,
    name: 'certificate_reminders_once',
  });

  await qi.createTable('job_runs', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    job: { type: DataTypes.STRING(64), allowNull: false },
    run_key: { type: DataTypes.STRING(64), allowNull: false },
    node: { type: DataTypes.STRING(128), allowNull: true },
    started_at: { type: DataTypes.DATE, allowNull: false },
    finished_at: { type: DataTypes.DATE, allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'running' },
    message: { type: DataTypes.TEXT, allowNull: true },
  });
  await qi.addIndex('job_runs', ['job', 'run_key'], { unique: true, name: 'job_runs_once' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('job_runs');
  await qi.removeColumn('users', 'previous_login');
  await qi.dropTable('certificate_reminders');
  for (const column of ['revoked_by', 'revoke_reason', 'revoked_at']) await qi.removeColumn('certificates', column);
  for (const column of [
    'refresher_course_id',
    'technician_qualification',
    'technician_name',
    'instructor_qualification',
    'instructor_name',
    'location',
    'modality',
    'syllabus',
    'workload_hours',
  ]) {
    await qi.removeColumn('courses', column);
  }
}
