import type { Modality, Role } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { Company } from './Company';

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare email: string;
  declare password_hash: string;
  declare role: CreationOptional<Role>;
  declare modality: CreationOptional<Modality | null>;
  declare cpf: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare address: CreationOptional<string | null>;
  /** An instructor's qualification and registration (issue 20), printed on attendance lists and certificates. */
  declare qualification: CreationOptional<string | null>;
  declare professional_registration: CreationOptional<string | null>;
  declare company_id: ForeignKey<Company['id']> | null;
  declare job_role_id: CreationOptional<number | null>;
  declare weekly_digest: CreationOptional<boolean>;
  declare is_active: CreationOptional<boolean>;
  declare two_factor_enabled: CreationOptional<boolean>;
  declare must_change_password: CreationOptional<boolean>;
  declare token_version: CreationOptional<number>;
  declare photo: CreationOptional<string | null>;
  declare last_login: CreationOptional<Date | null>;
  declare previous_login: CreationOptional<Date | null>;
  declare password_changed_at: CreationOptional<Date | null>;
  /** When the profile was pseudonymised (LGPD, issue 24): sign-in is off, evidence keeps the identity. */
  declare anonymized_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare company?: NonAttribute<Company | null>;
  declare jobRole?: NonAttribute<{ id: number; name: string } | null>;

  static initModel(sequelize: Sequelize): void {
    User.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(255), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
        password_hash: { type: DataTypes.STRING(100), allowNull: false },
        role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'student' },
        modality: { type: DataTypes.STRING(16), allowNull: true },
        cpf: { type: DataTypes.STRING(11), allowNull: true, unique: true },
        phone: { type: DataTypes.STRING(30), allowNull: true },
        address: { type: DataTypes.STRING(500), allowNull: true },
        qualification: { type: DataTypes.STRING(300), allowNull: true },
        professional_registration: { type: DataTypes.STRING(100), allowNull: true },
        company_id: { type: DataTypes.INTEGER, allowNull: true },
        job_role_id: { type: DataTypes.INTEGER, allowNull: true },
        weekly_digest: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        two_factor_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        must_change_password: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        photo: { type: DataTypes.STRING(255), allowNull: true },
        last_login: { type: DataTypes.DATE, allowNull: true },
        previous_login: { type: DataTypes.DATE, allowNull: true },
        password_changed_at: { type: DataTypes.DATE, allowNull: true },
        anonymized_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'users', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
