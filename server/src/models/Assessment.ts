import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class Assessment extends Model<InferAttributes<Assessment>, InferCreationAttributes<Assessment>> {
  declare id: CreationOptional<number>;
  declare course_id: number;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare time_limit: CreationOptional<number>;
  declare passing_score: CreationOptional<number>;
  declare max_attempts: CreationOptional<number | null>;
  declare allow_retake: CreationOptional<boolean>;
  /** JSON of the draw rules (issue 21); null: the fixed list of questions. */
  declare draw_rules: CreationOptional<string | null>;
  declare shuffle_questions: CreationOptional<boolean>;
  declare shuffle_options: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Assessment.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        time_limit: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
        passing_score: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 70 },
        max_attempts: { type: DataTypes.INTEGER, allowNull: true, defaultValue: 3 },
        allow_retake: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        draw_rules: { type: DataTypes.TEXT, allowNull: true },
        shuffle_questions: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        shuffle_options: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'assessments', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
