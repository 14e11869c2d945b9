import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A company's OpenID Connect client at its identity provider; the secret is sealed (services/secretBox). */
export class CompanySso extends Model<InferAttributes<CompanySso>, InferCreationAttributes<CompanySso>> {
  declare id: CreationOptional<number>;
  declare company_id: number;
  declare issuer: string;
  declare client_id: string;
  declare client_secret_sealed: string;
  declare create_users: CreationOptional<boolean>;
  declare two_factor_by_idp: CreationOptional<boolean>;
  declare updated_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CompanySso.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        company_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        issuer: { type: DataTypes.STRING(500), allowNull: false },
        client_id: { type: DataTypes.STRING(255), allowNull: false },
        client_secret_sealed: { type: DataTypes.TEXT, allowNull: false },
        create_users: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        two_factor_by_idp: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        updated_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'company_sso', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}

/** An e-mail domain whose people sign in through the company's identity provider (unique: one company). */
export class CompanySsoDomain extends Model<
  InferAttributes<CompanySsoDomain>,
  InferCreationAttributes<CompanySsoDomain>
> {
  declare id: CreationOptional<number>;
  declare company_id: number;
  declare domain: string;

  static initModel(sequelize: Sequelize): void {
    CompanySsoDomain.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        company_id: { type: DataTypes.INTEGER, allowNull: false },
        domain: { type: DataTypes.STRING(253), allowNull: false, unique: true },
      },
      { sequelize, tableName: 'company_sso_domains', timestamps: false },
    );
  }
}

/** A sign-in in flight: what the callback checks the identity provider's answer against, once. */
export class SsoState extends Model<InferAttributes<SsoState>, InferCreationAttributes<SsoState>> {
  declare id: CreationOptional<number>;
  declare state_hash: string;
  declare company_id: number;
  declare nonce: string;
  declare code_verifier: string;
  declare embed_origin: CreationOptional<string | null>;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SsoState.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        state_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        company_id: { type: DataTypes.INTEGER, allowNull: false },
        nonce: { type: DataTypes.STRING(100), allowNull: false },
        code_verifier: { type: DataTypes.STRING(200), allowNull: false },
        embed_origin: { type: DataTypes.STRING(255), allowNull: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'sso_states', createdAt: 'created_at', updatedAt: false },
    );
  }
}
