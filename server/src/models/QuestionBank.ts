import type { QuestionType } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A question bank (issue 21): of one course, or shared when course_id is null. */
export class QuestionBank extends Model<InferAttributes<QuestionBank>, InferCreationAttributes<QuestionBank>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare course_id: CreationOptional<number | null>;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    QuestionBank.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        course_id: { type: DataTypes.INTEGER, allowNull: true },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'question_banks', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}

/** A bank's question; a scenario's items are questions with its id as parent_id. */
export class BankQuestion extends Model<InferAttributes<BankQuestion>, InferCreationAttributes<BankQuestion>> {
  declare id: CreationOptional<number>;
  declare bank_id: number;
  declare parent_id: CreationOptional<number | null>;
  declare type: QuestionType;
  declare text: string;
  declare topic: CreationOptional<string | null>;
  declare points: CreationOptional<number>;
  declare partial_credit: CreationOptional<boolean>;
  declare explanation: CreationOptional<string | null>;
  /** 'questions/<name>' under uploads: never removed while a stored attempt may show it. */
  declare image_file: CreationOptional<string | null>;
  declare order_index: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    BankQuestion.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        bank_id: { type: DataTypes.INTEGER, allowNull: false },
        parent_id: { type: DataTypes.INTEGER, allowNull: true },
        type: { type: DataTypes.STRING(16), allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        topic: { type: DataTypes.STRING(100), allowNull: true },
        points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        partial_credit: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        explanation: { type: DataTypes.TEXT, allowNull: true },
        image_file: { type: DataTypes.STRING(200), allowNull: true },
        order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'bank_questions', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}

export class BankOption extends Model<InferAttributes<BankOption>, InferCreationAttributes<BankOption>> {
  declare id: CreationOptional<number>;
  declare question_id: number;
  declare text: string;
  declare is_correct: CreationOptional<boolean>;
  declare order_index: CreationOptional<number>;

  static initModel(sequelize: Sequelize): void {
    BankOption.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        question_id: { type: DataTypes.INTEGER, allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        is_correct: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'bank_options', timestamps: false },
    );
  }
}
