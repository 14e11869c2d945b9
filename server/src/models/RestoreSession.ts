import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/**
 * An analysed backup waiting for its confirmation: the opaque id the browser holds (the spec's
 * `extractPath`), the admin it belongs to, and the server-side folder it was unpacked into.
 */
export class RestoreSession extends Model<InferAttributes<RestoreSession>, InferCreationAttributes<RestoreSession>> {
  declare id: string;
  declare user_id: number;
  /** A folder name under DATA_DIR/restores, never a path from a client. */
  declare folder: string;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    RestoreSession.init(
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        folder: { type: DataTypes.STRING(255), allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'restore_sessions', createdAt: 'created_at', updatedAt: false },
    );
  }
}
