import { DataTypes, type InferAttributes, type InferCreationAttributes, Model, type Sequelize } from 'sequelize';

/** A course a client company contracted: its manager enrols workers only in these (issue 18). */
export class CompanyCourse extends Model<InferAttributes<CompanyCourse>, InferCreationAttributes<CompanyCourse>> {
  declare company_id: number;
  declare course_id: number;
  declare created_at: Date;

  static initModel(sequelize: Sequelize): void {
    CompanyCourse.init(
      {
        company_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        course_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'company_courses', timestamps: false },
    );
  }
}
