import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** An intranet origin (https://intranet.empresa.com.br) allowed to call the API with embed tokens. */
export class EmbedOrigin extends Model<InferAttributes<EmbedOrigin>, InferCreationAttributes<EmbedOrigin>> {
  declare id: CreationOptional<number>;
  declare company_id: number;
  declare origin: string;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    EmbedOrigin.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        company_id: { type: DataTypes.INTEGER, allowNull: false },
        origin: { type: DataTypes.STRING(255), allowNull: false },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'company_embed_origins', createdAt: 'created_at', updatedAt: false },
    );
  }
}
