import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** One content version of a course as it was taught (issue 19); rewritten only while it is the current one. */
export class CourseVersion extends Model<InferAttributes<CourseVersion>, InferCreationAttributes<CourseVersion>> {
  declare id: CreationOptional<number>;
  declare course_id: number;
  declare version: number;
  declare content: string;
  declare project: CreationOptional<string | null>;
  declare project_file: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CourseVersion.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        project: { type: DataTypes.TEXT, allowNull: true },
        project_file: { type: DataTypes.STRING(255), allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'course_versions', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
