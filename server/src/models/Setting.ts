import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class Setting extends Model<InferAttributes<Setting>, InferCreationAttributes<Setting>> {
  declare key: string;
  declare value: string | null;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Setting.init(
      {
        key: { type: DataTypes.STRING(100), primaryKey: true },
        value: { type: DataTypes.TEXT, allowNull: true },
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'settings', createdAt: false, updatedAt: 'updated_at' },
    );
  }
}
