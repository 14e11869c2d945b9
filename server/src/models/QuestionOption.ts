import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

export class QuestionOption extends Model<InferAttributes<QuestionOption>, InferCreationAttributes<QuestionOption>> {
  declare id: CreationOptional<number>;
  declare question_id: number;
  declare option_text: string;
  declare is_correct: CreationOptional<boolean>;
  declare order_index: CreationOptional<number>;

  static initModel(sequelize: Sequelize): void {
    QuestionOption.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        question_id: { type: DataTypes.INTEGER, allowNull: false },
        option_text: { type: DataTypes.TEXT, allowNull: false },
        is_correct: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'question_options', timestamps: false },
    );
  }
}
