import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export type AttemptStatus = 'in_progress' | 'completed' | 'expired';

export class AssessmentAttempt extends Model<
  InferAttributes<AssessmentAttempt>,
  InferCreationAttributes<AssessmentAttempt>
> {
  declare id: CreationOptional<number>;
  declare assessment_id: number;
  declare user_id: number;
  declare status: CreationOptional<AttemptStatus>;
  declare started_at: Date;
  declare finished_at: CreationOptional<Date | null>;
  declare score: CreationOptional<number | null>;
  declare passed: CreationOptional<boolean | null>;
  declare correct_answers: CreationOptional<number | null>;
  declare total_questions: CreationOptional<number | null>;
  declare time_taken: CreationOptional<number | null>;
  /** JSON: question id -> chosen option id, as graded. */
  declare answers: CreationOptional<string | null>;
  /** JSON of the questions as this attempt showed them, with what was right (issue 21). */
  declare paper: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AssessmentAttempt.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        assessment_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'in_progress' },
        started_at: { type: DataTypes.DATE, allowNull: false },
        finished_at: { type: DataTypes.DATE, allowNull: true },
        score: { type: DataTypes.FLOAT, allowNull: true },
        passed: { type: DataTypes.BOOLEAN, allowNull: true },
        correct_answers: { type: DataTypes.INTEGER, allowNull: true },
        total_questions: { type: DataTypes.INTEGER, allowNull: true },
        time_taken: { type: DataTypes.INTEGER, allowNull: true },
        answers: { type: DataTypes.TEXT, allowNull: true },
        // MySQL's TEXT holds 64 KB, short of a long paper; SQLite's TEXT has no size to give.
        paper: {
          type: sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('medium'),
          allowNull: true,
        },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'assessment_attempts', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
