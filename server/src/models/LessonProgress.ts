import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class LessonProgress extends Model<InferAttributes<LessonProgress>, InferCreationAttributes<LessonProgress>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare lesson_id: number;
  declare completed: CreationOptional<boolean>;
  declare completed_at: CreationOptional<Date | null>;
  declare current_time: CreationOptional<number>;
  declare watched_percentage: CreationOptional<number>;
  /** Watch time the server itself saw between saves, never more than the wall-clock time elapsed. */
  declare watched_seconds: CreationOptional<number>;
  declare first_play_at: CreationOptional<Date | null>;
  /** Completed by earlier training (a convalidation's credited module), not by watching. */
  declare credited_by_convalidation_id: CreationOptional<number | null>;
  declare last_seen_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LessonProgress.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        lesson_id: { type: DataTypes.INTEGER, allowNull: false },
        completed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        completed_at: { type: DataTypes.DATE, allowNull: true },
        current_time: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
        watched_percentage: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
        watched_seconds: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
        first_play_at: { type: DataTypes.DATE, allowNull: true },
        credited_by_convalidation_id: { type: DataTypes.INTEGER, allowNull: true },
        last_seen_at: { type: DataTypes.DATE(3), allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'lesson_progress', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
