import type { ConsentPurpose, PrivacyRequestKind, PrivacyRequestStatus } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A person's request about their data (LGPD art. 18), answered in the platform by an admin. */
export class PrivacyRequest extends Model<InferAttributes<PrivacyRequest>, InferCreationAttributes<PrivacyRequest>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare kind: PrivacyRequestKind;
  declare details: string;
  declare status: CreationOptional<PrivacyRequestStatus>;
  declare answer: CreationOptional<string | null>;
  /** The legal deadline (15 days by default, Settings > Privacidade). */
  declare due_at: Date;
  declare answered_at: CreationOptional<Date | null>;
  declare answered_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PrivacyRequest.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        details: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'aberta' },
        answer: { type: DataTypes.TEXT, allowNull: true },
        due_at: { type: DataTypes.DATE, allowNull: false },
        answered_at: { type: DataTypes.DATE, allowNull: true },
        answered_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'privacy_requests', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}

/** One step of a request's history: who moved it to which status, and what they wrote. */
export class PrivacyRequestEvent extends Model<
  InferAttributes<PrivacyRequestEvent>,
  InferCreationAttributes<PrivacyRequestEvent>
> {
  declare id: CreationOptional<number>;
  declare request_id: number;
  declare at: Date;
  declare status: PrivacyRequestStatus;
  declare actor_id: number | null;
  declare note: string | null;

  static initModel(sequelize: Sequelize): void {
    PrivacyRequestEvent.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        request_id: { type: DataTypes.INTEGER, allowNull: false },
        at: { type: DataTypes.DATE, allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false },
        actor_id: { type: DataTypes.INTEGER, allowNull: true },
        note: { type: DataTypes.TEXT, allowNull: true },
      },
      { sequelize, tableName: 'privacy_request_events', timestamps: false },
    );
  }
}

/** The consent ledger: each grant with the text version, time and IP; a revocation closes it. */
export class Consent extends Model<InferAttributes<Consent>, InferCreationAttributes<Consent>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare purpose: ConsentPurpose;
  declare text_version: string;
  declare granted_at: Date;
  declare ip: string | null;
  declare user_agent: string | null;
  declare revoked_at: CreationOptional<Date | null>;

  static initModel(sequelize: Sequelize): void {
    Consent.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        purpose: { type: DataTypes.STRING(40), allowNull: false },
        text_version: { type: DataTypes.STRING(20), allowNull: false },
        granted_at: { type: DataTypes.DATE, allowNull: false },
        ip: { type: DataTypes.STRING(45), allowNull: true },
        user_agent: { type: DataTypes.STRING(300), allowNull: true },
        revoked_at: { type: DataTypes.DATE, allowNull: true },
      },
      { sequelize, tableName: 'consents', timestamps: false },
    );
  }
}

/**
 * The name and CPF training evidence keeps after the person's profile was anonymised (LGPD art.
 * 16 I): certificates, their verification page and evidence packs read them from here.
 */
export class RetainedIdentity extends Model<
  InferAttributes<RetainedIdentity>,
  InferCreationAttributes<RetainedIdentity>
> {
  declare user_id: number;
  declare name: string;
  declare cpf: string | null;
  declare basis: string;
  declare retained_until: Date;
  declare created_at: Date;

  static initModel(sequelize: Sequelize): void {
    RetainedIdentity.init(
      {
        user_id: { type: DataTypes.INTEGER, primaryKey: true },
        name: { type: DataTypes.STRING(255), allowNull: false },
        cpf: { type: DataTypes.STRING(14), allowNull: true },
        basis: { type: DataTypes.STRING(200), allowNull: false },
        retained_until: { type: DataTypes.DATE, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'retained_identities', timestamps: false },
    );
  }
}
