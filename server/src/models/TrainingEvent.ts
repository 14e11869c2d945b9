import type { TrainingEventKind } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** An eventual trigger (issue 19): what happened, to whom, and how many it enrolled. Never edited. */
export class TrainingEvent extends Model<InferAttributes<TrainingEvent>, InferCreationAttributes<TrainingEvent>> {
  declare id: CreationOptional<number>;
  declare kind: TrainingEventKind;
  declare occurred_at: string;
  declare course_id: number;
  declare company_id: CreationOptional<number | null>;
  declare job_role_id: CreationOptional<number | null>;
  declare note: CreationOptional<string | null>;
  declare leave_start: CreationOptional<string | null>;
  declare leave_end: CreationOptional<string | null>;
  /** JSON array of the user ids the event called back. */
  declare user_ids: string;
  declare enrolled: CreationOptional<number>;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    TrainingEvent.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        kind: { type: DataTypes.STRING(32), allowNull: false },
        occurred_at: { type: DataTypes.DATEONLY, allowNull: false },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        company_id: { type: DataTypes.INTEGER, allowNull: true },
        job_role_id: { type: DataTypes.INTEGER, allowNull: true },
        note: { type: DataTypes.TEXT, allowNull: true },
        leave_start: { type: DataTypes.DATEONLY, allowNull: true },
        leave_end: { type: DataTypes.DATEONLY, allowNull: true },
        user_ids: { type: DataTypes.TEXT, allowNull: false },
        enrolled: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'training_events', createdAt: 'created_at', updatedAt: false },
    );
  }
}
