import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Client-company managers (issue 18): the courses each company contracted, its job roles (cargos)
 * with their required courses, each worker's cargo, the manager's weekly-digest switch, and one
 * delivery row per manager and week (the unique key is the claim: two nodes, one digest; the
 * mail outbox sends and retries it, the row records how that went).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const stamp = { type: DataTypes.DATE, allowNull: false };
  await qi.createTable('company_courses', {
    company_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    course_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    created_at: stamp,
  });
  await qi.createTable('job_roles', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    company_id: { type: DataTypes.INTEGER, allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    created_at: stamp,
    updated_at: stamp,
  });
  await qi.addIndex('job_roles', ['company_id', 'name'], { unique: true, name: 'job_roles_company_name' });
  await qi.createTable('job_role_courses', {
    job_role_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    course_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    created_at: stamp,
  });
  await qi.addColumn('users', 'job_role_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('users', 'weekly_digest', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
  // The manager's screens read a company's workers by cargo.
  await qi.addIndex('users', ['company_id', 'job_role_id'], { name: 'users_company_job_role' });
  await qi.createTable('digest_deliveries', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    week_key: { type: DataTypes.STRING(10), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'queued' },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    last_error: { type: DataTypes.TEXT, allowNull: true },
    sent_at: { type: DataTypes.DATE, allowNull: true },
    created_at: stamp,
    updated_at: stamp,
  });
  await qi.addIndex('digest_deliveries', ['user_id', 'week_key'], { unique: true, name: 'digest_user_week' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('digest_deliveries');
  await qi.removeIndex('users', 'users_company_job_role');
  await qi.removeColumn('users', 'weekly_digest');
  await qi.removeColumn('users', 'job_role_id');
  await qi.dropTable('job_role_courses');
  await qi.dropTable('job_roles');
  await qi.dropTable('company_courses');
}
