import type { QuestionStatus } from '@trilha/sdk/contract';
import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { Company } from './Company';
import type { Course } from './Course';
import type { Lesson } from './Lesson';
import type { User } from './User';

/** A course's tutoring settings: how many business days its tutors have for a first answer. */
export class CourseTutoring extends Model<InferAttributes<CourseTutoring>, InferCreationAttributes<CourseTutoring>> {
  declare course_id: number;
  declare response_days: number;
  declare updated_by: number | null;
  declare updated_at: Date;

  static initModel(sequelize: Sequelize): void {
    CourseTutoring.init(
      {
        course_id: { type: DataTypes.INTEGER, primaryKey: true },
        response_days: { type: DataTypes.INTEGER, allowNull: false },
        updated_by: { type: DataTypes.INTEGER, allowNull: true },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'course_tutoring', timestamps: false },
    );
  }
}

/** An admin or instructor assigned to answer a course's questions. */
export class CourseTutor extends Model<InferAttributes<CourseTutor>, InferCreationAttributes<CourseTutor>> {
  declare id: CreationOptional<number>;
  declare course_id: number;
  declare user_id: number;
  declare created_by: number | null;
  declare created_at: Date;

  declare tutor?: NonAttribute<User>;

  static initModel(sequelize: Sequelize): void {
    CourseTutor.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'course_tutors', timestamps: false },
    );
  }
}

/** A worker's question on a lesson, with the due time of its first answer as it applied when asked. */
export class LessonQuestion extends Model<InferAttributes<LessonQuestion>, InferCreationAttributes<LessonQuestion>> {
  declare id: CreationOptional<number>;
  declare lesson_id: number;
  declare course_id: number;
  declare user_id: number;
  declare company_id: number | null;
  declare text: string;
  declare image_file: string | null;
  declare image_sha256: string | null;
  declare status: QuestionStatus;
  declare faq: CreationOptional<boolean>;
  declare response_days: number;
  declare due_at: Date;
  declare first_response_at: CreationOptional<Date | null>;
  declare closed_at: CreationOptional<Date | null>;
  declare created_at: Date;
  declare updated_at: Date;

  declare asker?: NonAttribute<User>;
  declare course?: NonAttribute<Course>;
  declare lesson?: NonAttribute<Lesson>;
  declare company?: NonAttribute<Company | null>;

  static initModel(sequelize: Sequelize): void {
    LessonQuestion.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        lesson_id: { type: DataTypes.INTEGER, allowNull: false },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        company_id: { type: DataTypes.INTEGER, allowNull: true },
        text: { type: DataTypes.TEXT, allowNull: false },
        image_file: { type: DataTypes.STRING(255), allowNull: true },
        image_sha256: { type: DataTypes.STRING(64), allowNull: true },
        status: { type: DataTypes.STRING(16), allowNull: false },
        faq: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        response_days: { type: DataTypes.INTEGER, allowNull: false },
        due_at: { type: DataTypes.DATE, allowNull: false },
        first_response_at: { type: DataTypes.DATE, allowNull: true },
        closed_at: { type: DataTypes.DATE, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'lesson_questions', timestamps: false },
    );
  }
}

/** A tutor's answer: written once, never edited (the worker was shown it). */
export class LessonQuestionAnswer extends Model<
  InferAttributes<LessonQuestionAnswer>,
  InferCreationAttributes<LessonQuestionAnswer>
> {
  declare id: CreationOptional<number>;
  declare question_id: number;
  declare user_id: number;
  declare author_name: string;
  declare text: string;
  declare created_at: Date;

  static initModel(sequelize: Sequelize): void {
    LessonQuestionAnswer.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        question_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        author_name: { type: DataTypes.STRING(255), allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'lesson_question_answers', timestamps: false },
    );
  }
}
