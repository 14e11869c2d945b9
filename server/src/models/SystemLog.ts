import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class SystemLog extends Model<InferAttributes<SystemLog>, InferCreationAttributes<SystemLog>> {
  declare id: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare level: CreationOptional<'info' | 'warn' | 'error'>;
  declare action: string;
  declare user_id: CreationOptional<number | null>;
  declare user_name: CreationOptional<string | null>;
  declare user_email: CreationOptional<string | null>;
  declare ip_address: CreationOptional<string | null>;
  declare user_agent: CreationOptional<string | null>;
  declare description: CreationOptional<string | null>;
  declare message: CreationOptional<string | null>;
  declare source: CreationOptional<'api' | 'cli' | 'system'>;
  declare request_id: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize): void {
    SystemLog.init(
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        created_at: DataTypes.DATE,
        level: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'info' },
        action: { type: DataTypes.STRING(64), allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: true },
        user_name: { type: DataTypes.STRING(255), allowNull: true },
        user_email: { type: DataTypes.STRING(254), allowNull: true },
        ip_address: { type: DataTypes.STRING(45), allowNull: true },
        user_agent: { type: DataTypes.STRING(300), allowNull: true },
        description: { type: DataTypes.TEXT, allowNull: true },
        message: { type: DataTypes.TEXT, allowNull: true },
        source: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'api' },
        request_id: { type: DataTypes.STRING(64), allowNull: true },
      },
      { sequelize, tableName: 'system_logs', createdAt: 'created_at', updatedAt: false },
    );
  }
}
