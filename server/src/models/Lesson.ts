import type { VideoType } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class Lesson extends Model<InferAttributes<Lesson>, InferCreationAttributes<Lesson>> {
  declare id: CreationOptional<number>;
  declare module_id: number;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare video_type: CreationOptional<VideoType>;
  declare video_url: CreationOptional<string | null>;
  /** Relative to the uploads folder ('videos/abc.mp4') for local videos. */
  declare video_file: CreationOptional<string | null>;
  /** WebVTT captions of the uploaded video ('captions/abc.vtt'); dropped when the video changes. */
  declare caption_file: CreationOptional<string | null>;
  declare duration: CreationOptional<number>;
  declare order_index: CreationOptional<number>;
  /** Set when removed from the course after students made progress in it (kept as evidence). */
  declare archived_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Lesson.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        module_id: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        video_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'youtube' },
        video_url: { type: DataTypes.STRING(2048), allowNull: true },
        video_file: { type: DataTypes.STRING(255), allowNull: true },
        caption_file: { type: DataTypes.STRING(255), allowNull: true },
        duration: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        archived_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'lessons', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
