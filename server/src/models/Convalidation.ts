import type { ConvalidationMode } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** Earlier training reused or convalidated (issue 19): evidence of it, never edited. */
export class Convalidation extends Model<InferAttributes<Convalidation>, InferCreationAttributes<Convalidation>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare course_id: number;
  declare mode: ConvalidationMode;
  declare source_organization: string;
  /** JSON array of 'YYYY-MM-DD', oldest first. */
  declare dates: string;
  declare hours: number;
  declare responsible: string;
  declare note: CreationOptional<string | null>;
  declare evidence_file: string;
  /** Hours the worker still had to do on the platform; the certificate comes when the course is done. */
  declare complement_hours: CreationOptional<number | null>;
  /** JSON array of the module ids the worker still had to do; the others were credited. */
  declare complement_module_ids: CreationOptional<string | null>;
  declare certificate_id: CreationOptional<number | null>;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Convalidation.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        mode: { type: DataTypes.STRING(16), allowNull: false },
        source_organization: { type: DataTypes.STRING(200), allowNull: false },
        dates: { type: DataTypes.TEXT, allowNull: false },
        hours: { type: DataTypes.INTEGER, allowNull: false },
        responsible: { type: DataTypes.STRING(200), allowNull: false },
        note: { type: DataTypes.TEXT, allowNull: true },
        evidence_file: { type: DataTypes.STRING(255), allowNull: false },
        complement_hours: { type: DataTypes.INTEGER, allowNull: true },
        complement_module_ids: { type: DataTypes.TEXT, allowNull: true },
        certificate_id: { type: DataTypes.INTEGER, allowNull: true },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'convalidations', createdAt: 'created_at', updatedAt: false },
    );
  }
}
