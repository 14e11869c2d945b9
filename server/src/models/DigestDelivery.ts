import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export type DigestStatus = 'queued' | 'sent' | 'failed';

/** One manager's weekly digest: unique per manager and ISO week; the outbox sends and retries it (issue 18). */
export class DigestDelivery extends Model<InferAttributes<DigestDelivery>, InferCreationAttributes<DigestDelivery>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare week_key: string;
  declare status: CreationOptional<DigestStatus>;
  declare attempts: CreationOptional<number>;
  declare last_error: CreationOptional<string | null>;
  declare sent_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    DigestDelivery.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        week_key: { type: DataTypes.STRING(10), allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'queued' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_error: { type: DataTypes.TEXT, allowNull: true },
        sent_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'digest_deliveries', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
