import type { BackupFrequency } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A recurring backup: daily, weekly (Sundays) or monthly (day 1) at HH:MM in America/Sao_Paulo. */
export class BackupSchedule extends Model<InferAttributes<BackupSchedule>, InferCreationAttributes<BackupSchedule>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare frequency: BackupFrequency;
  declare time: string;
  declare enabled: boolean;
  declare retention_days: number;
  declare last_run_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    BackupSchedule.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(255), allowNull: false },
        frequency: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'daily' },
        time: { type: DataTypes.STRING(5), allowNull: false, defaultValue: '02:00' },
        enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        retention_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
        last_run_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'backup_schedules', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
