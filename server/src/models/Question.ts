import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { QuestionOption } from './QuestionOption';

export class Question extends Model<InferAttributes<Question>, InferCreationAttributes<Question>> {
  declare id: CreationOptional<number>;
  declare assessment_id: number;
  declare question_text: string;
  declare question_type: CreationOptional<string>;
  declare points: CreationOptional<number>;
  declare order_index: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare options?: NonAttribute<QuestionOption[]>;

  static initModel(sequelize: Sequelize): void {
    Question.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        assessment_id: { type: DataTypes.INTEGER, allowNull: false },
        question_text: { type: DataTypes.TEXT, allowNull: false },
        question_type: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'multiple_choice' },
        points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'questions', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
