import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** One row per certificate and threshold (90/60/30/7 days): each reminder goes out once. */
export class CertificateReminder extends Model<
  InferAttributes<CertificateReminder>,
  InferCreationAttributes<CertificateReminder>
> {
  declare id: CreationOptional<number>;
  declare certificate_id: number;
  declare days_before: number;
  declare sent_at: Date;

  static initModel(sequelize: Sequelize): void {
    CertificateReminder.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        certificate_id: { type: DataTypes.INTEGER, allowNull: false },
        days_before: { type: DataTypes.INTEGER, allowNull: false },
        sent_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'certificate_reminders', timestamps: false },
    );
  }
}
