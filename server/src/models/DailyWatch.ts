import { DataTypes, type InferAttributes, type InferCreationAttributes, Model, type Sequelize } from 'sequelize';

/** Seconds of watch time credited to a student on one São Paulo calendar day (issue 19's daily cap). */
export class DailyWatch extends Model<InferAttributes<DailyWatch>, InferCreationAttributes<DailyWatch>> {
  declare user_id: number;
  /** 'YYYY-MM-DD' in São Paulo. */
  declare day: string;
  declare seconds: number;

  static initModel(sequelize: Sequelize): void {
    DailyWatch.init(
      {
        user_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        day: { type: DataTypes.STRING(10), allowNull: false, primaryKey: true },
        seconds: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'daily_watch', timestamps: false },
    );
  }
}

/** Seconds of watch time the server credited on one lesson on one São Paulo day: evidence (issue 22). */
export class LessonWatchDay extends Model<InferAttributes<LessonWatchDay>, InferCreationAttributes<LessonWatchDay>> {
  declare user_id: number;
  declare lesson_id: number;
  /** 'YYYY-MM-DD' in São Paulo. */
  declare day: string;
  declare seconds: number;

  static initModel(sequelize: Sequelize): void {
    LessonWatchDay.init(
      {
        user_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        lesson_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        day: { type: DataTypes.STRING(10), allowNull: false, primaryKey: true },
        seconds: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'lesson_watch_days', timestamps: false },
    );
  }
}
