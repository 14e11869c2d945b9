import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A course's content versions and pedagogical project (issue 19, NR-01 Annex II): the project in
 * force lives on the course; each content version keeps what was taught and the project then, so
 * an earlier version stays readable whatever the course becomes.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('courses', 'pedagogical_project', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('courses', 'pedagogical_project_file', { type: DataTypes.STRING(255), allowNull: true });
  await qi.createTable('course_versions', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    course_id: { type: DataTypes.INTEGER, allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false },
    /** JSON: workload, syllabus and the modules with their lessons, as saved. */
    content: { type: DataTypes.TEXT, allowNull: false },
    /** JSON of the project in force, or null. */
    project: { type: DataTypes.TEXT, allowNull: true },
    project_file: { type: DataTypes.STRING(255), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('course_versions', ['course_id', 'version'], {
    unique: true,
    name: 'course_versions_course_version',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('course_versions');
  await qi.removeColumn('courses', 'pedagogical_project_file');
  await qi.removeColumn('courses', 'pedagogical_project');
}
