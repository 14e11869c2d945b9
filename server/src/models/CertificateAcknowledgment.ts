import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A worker's confirmation that they received the training of a certificate (issue 22). */
export class CertificateAcknowledgment extends Model<
  InferAttributes<CertificateAcknowledgment>,
  InferCreationAttributes<CertificateAcknowledgment>
> {
  declare id: CreationOptional<number>;
  declare certificate_id: number;
  declare user_id: number;
  declare statement: string;
  declare certificate_sha256: string;
  declare ip: string | null;
  declare user_agent: string | null;
  declare acknowledged_at: Date;

  static initModel(sequelize: Sequelize): void {
    CertificateAcknowledgment.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        certificate_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        statement: { type: DataTypes.TEXT, allowNull: false },
        certificate_sha256: { type: DataTypes.STRING(64), allowNull: false },
        ip: { type: DataTypes.STRING(45), allowNull: true },
        user_agent: { type: DataTypes.STRING(300), allowNull: true },
        acknowledged_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'certificate_acknowledgments', timestamps: false },
    );
  }
}
