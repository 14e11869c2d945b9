import type { CourseStatus } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { Assessment } from './Assessment';
import type { Module } from './Module';

export class Course extends Model<InferAttributes<Course>, InferCreationAttributes<Course>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare thumbnail: CreationOptional<string | null>;
  declare status: CreationOptional<CourseStatus>;
  declare is_active: CreationOptional<boolean>;
  declare level: CreationOptional<string | null>;
  declare validity_months: CreationOptional<number | null>;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare modules?: NonAttribute<Module[]>;
  declare assessments?: NonAttribute<Assessment[]>;

  /** What students may see: published and active. */
  get isAvailable(): NonAttribute<boolean> {
    return this.status === 'published' && Boolean(this.is_active);
  }

  static initModel(sequelize: Sequelize): void {
    Course.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        thumbnail: { type: DataTypes.STRING(255), allowNull: true },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        level: { type: DataTypes.STRING(32), allowNull: true },
        validity_months: { type: DataTypes.INTEGER, allowNull: true },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'courses', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
