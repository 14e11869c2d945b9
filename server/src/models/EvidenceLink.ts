import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A read-only, expiring link for an auditor to a company's evidence packs (issue 22). */
export class EvidenceLink extends Model<InferAttributes<EvidenceLink>, InferCreationAttributes<EvidenceLink>> {
  declare id: CreationOptional<number>;
  /** Keyed hash of the token in the link's address: the address itself is never stored. */
  declare token_hash: string;
  declare company_id: number;
  declare course_id: number | null;
  declare access_code_hash: string | null;
  declare expires_at: Date;
  declare revoked_at: CreationOptional<Date | null>;
  declare created_by: number | null;
  declare created_at: Date;

  static initModel(sequelize: Sequelize): void {
    EvidenceLink.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        company_id: { type: DataTypes.INTEGER, allowNull: false },
        course_id: { type: DataTypes.INTEGER, allowNull: true },
        access_code_hash: { type: DataTypes.STRING(64), allowNull: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        revoked_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'evidence_links', timestamps: false },
    );
  }
}

/** One visit of an auditor link: the page, a code tried, a pack downloaded. */
export class EvidenceLinkAccess extends Model<
  InferAttributes<EvidenceLinkAccess>,
  InferCreationAttributes<EvidenceLinkAccess>
> {
  declare id: CreationOptional<number>;
  declare link_id: number;
  declare at: Date;
  declare ip: string | null;
  declare user_agent: string | null;
  declare action: string;

  static initModel(sequelize: Sequelize): void {
    EvidenceLinkAccess.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        link_id: { type: DataTypes.INTEGER, allowNull: false },
        at: { type: DataTypes.DATE, allowNull: false },
        ip: { type: DataTypes.STRING(45), allowNull: true },
        user_agent: { type: DataTypes.STRING(300), allowNull: true },
        action: { type: DataTypes.STRING(200), allowNull: false },
      },
      { sequelize, tableName: 'evidence_link_accesses', timestamps: false },
    );
  }
}
