import { DataTypes, type InferAttributes, type InferCreationAttributes, Model, type Sequelize } from 'sequelize';

/** A fixed-window counter; rows live in the database so every API node sees the same counts. */
export class RateLimit extends Model<InferAttributes<RateLimit>, InferCreationAttributes<RateLimit>> {
  declare bucket: string;
  declare count: number;
  declare reset_at: Date;

  static initModel(sequelize: Sequelize): void {
    RateLimit.init(
      {
        bucket: { type: DataTypes.STRING(191), primaryKey: true },
        count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        reset_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'rate_limits', timestamps: false },
    );
  }
}
