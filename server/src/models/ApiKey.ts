import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A company's key for minting embed tokens; only a keyed hash of it is stored. */
export class ApiKey extends Model<InferAttributes<ApiKey>, InferCreationAttributes<ApiKey>> {
  declare id: CreationOptional<number>;
  declare company_id: number;
  declare name: CreationOptional<string | null>;
  declare prefix: string;
  declare key_hash: string;
  declare allow_provisioning: CreationOptional<boolean>;
  declare last_used_at: CreationOptional<Date | null>;
  declare revoked_at: CreationOptional<Date | null>;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ApiKey.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        company_id: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: true },
        prefix: { type: DataTypes.STRING(16), allowNull: false, unique: true },
        key_hash: { type: DataTypes.STRING(128), allowNull: false },
        allow_provisioning: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        last_used_at: { type: DataTypes.DATE, allowNull: true },
        revoked_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'api_keys', createdAt: 'created_at', updatedAt: false },
    );
  }
}
