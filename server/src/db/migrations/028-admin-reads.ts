import { randomBytes } from 'node:crypto';
import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Issue 25 (admin reads). The dashboard's per-course totals (enrolments, certified, mean progress)
 * are read from one covering index instead of every enrolment row. The logs screen's deep pages
 * start from remembered page starts (`log_page_marks`, queries/logMarks.ts): a mark is valid only
 * under the epoch it was taken in (`log_page_epoch`, one row), which every deletion of log rows
 * renews in its own transaction; both are emptied by a restore.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('enrollments', ['course_id', 'certificate_issued_at', 'progress'], {
    name: 'enrollments_course_totals',
  });
  await qi.createTable('log_page_marks', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    /** SHA-1 of the filters the mark was taken under (level, action, dates; never user or search). */
    filter_key: { type: DataTypes.STRING(40), allowNull: false },
    epoch: { type: DataTypes.STRING(24), allowNull: false },
    /** The row that started a page. */
    log_id: { type: DataTypes.BIGINT, allowNull: false },
    /** Rows with an id up to this one were all committed when the mark was taken... */
    settled_id: { type: DataTypes.BIGINT, allowNull: false },
    /** ...and this many of them (under the filters) come before the row, newest first. */
    rows_before: { type: DataTypes.BIGINT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('log_page_marks', ['filter_key', 'epoch'], { name: 'log_page_marks_filter' });
  await qi.createTable('log_page_epoch', {
    id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
    epoch: { type: DataTypes.STRING(24), allowNull: false },
  });
  await qi.bulkInsert('log_page_epoch', [{ id: 1, epoch: randomBytes(12).toString('base64url') }]);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('log_page_epoch');
  await qi.dropTable('log_page_marks');
  await qi.removeIndex('enrollments', 'enrollments_course_totals');
}
