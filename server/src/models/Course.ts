import { randomBytes } from 'node:crypto';
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

/** A fresh random content version (a counter could repeat after a restore; this cannot). */
export const newContentVersion = () => randomBytes(12).toString('base64url');

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
  declare workload_hours: CreationOptional<number | null>;
  declare syllabus: CreationOptional<string | null>;
  declare modality: CreationOptional<string | null>;
  declare location: CreationOptional<string | null>;
  declare instructor_name: CreationOptional<string | null>;
  declare instructor_qualification: CreationOptional<string | null>;
  declare technician_name: CreationOptional<string | null>;
  declare technician_qualification: CreationOptional<string | null>;
  declare refresher_course_id: CreationOptional<number | null>;
  /** The NR preset it follows (issue 19); its defaults fill what the course leaves empty. */
  declare nr_preset_id: CreationOptional<number | null>;
  /** Null: the preset's flag. */
  declare practical_required: CreationOptional<boolean | null>;
  /** Counts the course's content versions (issue 19): enrolments and certificates record it. */
  declare version: CreationOptional<number>;
  /** JSON of the pedagogical project in force (NR-01 Annex II), or null. */
  declare pedagogical_project: CreationOptional<string | null>;
  declare pedagogical_project_file: CreationOptional<string | null>;
  /** Renewed by every change of the course's content (services/courseContent). */
  declare content_version: CreationOptional<string>;
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
        workload_hours: { type: DataTypes.INTEGER, allowNull: true },
        syllabus: { type: DataTypes.TEXT, allowNull: true },
        modality: { type: DataTypes.STRING(32), allowNull: true },
        location: { type: DataTypes.STRING(255), allowNull: true },
        instructor_name: { type: DataTypes.STRING(255), allowNull: true },
        instructor_qualification: { type: DataTypes.STRING(255), allowNull: true },
        technician_name: { type: DataTypes.STRING(255), allowNull: true },
        technician_qualification: { type: DataTypes.STRING(255), allowNull: true },
        refresher_course_id: { type: DataTypes.INTEGER, allowNull: true },
        nr_preset_id: { type: DataTypes.INTEGER, allowNull: true },
        practical_required: { type: DataTypes.BOOLEAN, allowNull: true },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        pedagogical_project: { type: DataTypes.TEXT, allowNull: true },
        pedagogical_project_file: { type: DataTypes.STRING(255), allowNull: true },
        content_version: { type: DataTypes.STRING(24), allowNull: false, defaultValue: newContentVersion },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'courses', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
