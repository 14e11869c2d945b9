import type { TrainingType } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class Certificate extends Model<InferAttributes<Certificate>, InferCreationAttributes<Certificate>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare course_id: number;
  declare certificate_code: string;
  declare is_temporary: CreationOptional<boolean>;
  declare status: CreationOptional<'active' | 'revoked'>;
  declare score: CreationOptional<number | null>;
  declare issued_at: Date;
  declare validated_at: CreationOptional<Date | null>;
  declare validated_by: CreationOptional<number | null>;
  declare expires_at: CreationOptional<Date | null>;
  declare reminder_sent_at: CreationOptional<Date | null>;
  /** An official PDF uploaded by an admin, relative to the uploads folder. */
  declare file_path: CreationOptional<string | null>;
  declare revoked_at: CreationOptional<Date | null>;
  declare revoke_reason: CreationOptional<string | null>;
  declare revoked_by: CreationOptional<number | null>;
  declare training_type: CreationOptional<TrainingType>;
  /** The course version the training was taken on (issue 19). */
  declare course_version: CreationOptional<number | null>;
  /** JSON array of the earlier training dates a convalidated certificate stands on (issue 19). */
  declare convalidated_dates: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Certificate.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        certificate_code: { type: DataTypes.STRING(32), allowNull: false, unique: true },
        is_temporary: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'active' },
        score: { type: DataTypes.FLOAT, allowNull: true },
        issued_at: { type: DataTypes.DATE, allowNull: false },
        validated_at: { type: DataTypes.DATE, allowNull: true },
        validated_by: { type: DataTypes.INTEGER, allowNull: true },
        expires_at: { type: DataTypes.DATE, allowNull: true },
        reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
        file_path: { type: DataTypes.STRING(255), allowNull: true },
        revoked_at: { type: DataTypes.DATE, allowNull: true },
        revoke_reason: { type: DataTypes.STRING(500), allowNull: true },
        revoked_by: { type: DataTypes.INTEGER, allowNull: true },
        training_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'inicial' },
        course_version: { type: DataTypes.INTEGER, allowNull: true },
        convalidated_dates: { type: DataTypes.TEXT, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'certificates', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
