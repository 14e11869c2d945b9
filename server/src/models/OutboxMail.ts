import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'dropped';

/** One queued e-mail of the outbox (services/mailOutbox): delivered once by the node that claims it. */
export class OutboxMail extends Model<InferAttributes<OutboxMail>, InferCreationAttributes<OutboxMail>> {
  declare id: CreationOptional<number>;
  declare recipient: string;
  declare template: string;
  /** Subject and template data, sealed (services/secretBox); null once sent, failed or dropped. */
  declare payload: string | null;
  declare status: CreationOptional<OutboxStatus>;
  declare attempts: CreationOptional<number>;
  declare next_attempt_at: Date;
  declare claimed_by: CreationOptional<string | null>;
  declare claimed_until: CreationOptional<Date | null>;
  declare last_error: CreationOptional<string | null>;
  declare sent_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OutboxMail.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        recipient: { type: DataTypes.STRING(254), allowNull: false },
        template: { type: DataTypes.STRING(32), allowNull: false },
        payload: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        next_attempt_at: { type: DataTypes.DATE, allowNull: false },
        claimed_by: { type: DataTypes.STRING(64), allowNull: true },
        claimed_until: { type: DataTypes.DATE, allowNull: true },
        last_error: { type: DataTypes.TEXT, allowNull: true },
        sent_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'mail_outbox', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
