import { DataTypes, type InferAttributes, type InferCreationAttributes, Model, type Sequelize } from 'sequelize';

/** A course a job role requires. */
export class JobRoleCourse extends Model<InferAttributes<JobRoleCourse>, InferCreationAttributes<JobRoleCourse>> {
  declare job_role_id: number;
  declare course_id: number;
  declare created_at: Date;

  static initModel(sequelize: Sequelize): void {
    JobRoleCourse.init(
      {
        job_role_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        course_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'job_role_courses', timestamps: false },
    );
  }
}
