import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class LessonAttachment extends Model<
  InferAttributes<LessonAttachment>,
  InferCreationAttributes<LessonAttachment>
> {
  declare id: CreationOptional<number>;
  declare lesson_id: number;
  declare title: string;
  declare description: CreationOptional<string | null>;
  /** Relative to the uploads folder: 'attachments/<random>.pdf'. */
  declare filename: string;
  declare original_filename: string;
  declare mime_type: string;
  declare file_size: number;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LessonAttachment.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        lesson_id: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        original_filename: { type: DataTypes.STRING(255), allowNull: false },
        mime_type: { type: DataTypes.STRING(100), allowNull: false },
        file_size: { type: DataTypes.BIGINT, allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'lesson_attachments', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
