import type { TrainingType } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class Enrollment extends Model<InferAttributes<Enrollment>, InferCreationAttributes<Enrollment>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare course_id: number;
  declare progress: CreationOptional<number>;
  declare enrolled_at: Date;
  declare completed_at: CreationOptional<Date | null>;
  declare certificate_issued_at: CreationOptional<Date | null>;
  declare last_lesson_id: CreationOptional<number | null>;
  declare enrolled_by: CreationOptional<number | null>;
  declare training_type: CreationOptional<TrainingType>;
  declare training_event_id: CreationOptional<number | null>;
  /** The earlier training this enrolment complements: the certificate states its dates. */
  declare convalidation_id: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Enrollment.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        enrolled_at: { type: DataTypes.DATE, allowNull: false },
        completed_at: { type: DataTypes.DATE, allowNull: true },
        certificate_issued_at: { type: DataTypes.DATE, allowNull: true },
        last_lesson_id: { type: DataTypes.INTEGER, allowNull: true },
        enrolled_by: { type: DataTypes.INTEGER, allowNull: true },
        training_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'inicial' },
        training_event_id: { type: DataTypes.INTEGER, allowNull: true },
        convalidation_id: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'enrollments', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
