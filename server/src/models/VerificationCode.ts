import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** `practical_attendance`: a worker confirms their presence at a practical session by typing it on the instructor's device. */
export const CODE_PURPOSES = [
  'login_2fa',
  'first_login',
  'enable_2fa',
  'password_change',
  'practical_attendance',
  'certificate_acknowledgment',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export class VerificationCode extends Model<
  InferAttributes<VerificationCode>,
  InferCreationAttributes<VerificationCode>
> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare purpose: CodePurpose;
  declare code_hash: string;
  declare expires_at: Date;
  declare attempts: CreationOptional<number>;
  declare consumed_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    VerificationCode.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        purpose: { type: DataTypes.STRING(32), allowNull: false },
        code_hash: { type: DataTypes.STRING(128), allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        consumed_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'verification_codes', createdAt: 'created_at', updatedAt: false },
    );
  }
}
