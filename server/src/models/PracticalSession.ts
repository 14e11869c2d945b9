import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A practical session of a blended course (issue 20): when, where, who teaches, how many fit. */
export class PracticalSession extends Model<
  InferAttributes<PracticalSession>,
  InferCreationAttributes<PracticalSession>
> {
  declare id: CreationOptional<number>;
  declare course_id: number;
  declare starts_at: Date;
  declare ends_at: Date;
  declare place: string;
  declare instructor_id: number;
  declare capacity: number;
  /** DECIMAL comes back as a string on MySQL: read it through `Number()`. */
  declare hours: number | string;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PracticalSession.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        starts_at: { type: DataTypes.DATE, allowNull: false },
        ends_at: { type: DataTypes.DATE, allowNull: false },
        place: { type: DataTypes.STRING(300), allowNull: false },
        instructor_id: { type: DataTypes.INTEGER, allowNull: false },
        capacity: { type: DataTypes.INTEGER, allowNull: false },
        hours: { type: DataTypes.DECIMAL(4, 1), allowNull: false },
        created_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'practical_sessions', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}

/** A worker on a session's roster. */
export class PracticalParticipant extends Model<
  InferAttributes<PracticalParticipant>,
  InferCreationAttributes<PracticalParticipant>
> {
  declare id: CreationOptional<number>;
  declare session_id: number;
  declare user_id: number;
  declare added_by: CreationOptional<number | null>;
  declare reminded_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PracticalParticipant.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        session_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        added_by: { type: DataTypes.INTEGER, allowNull: true },
        reminded_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'practical_participants', createdAt: 'created_at', updatedAt: false },
    );
  }
}

/** A worker's attendance, signed on the instructor's device: evidence, never edited. */
export class PracticalAttendance extends Model<
  InferAttributes<PracticalAttendance>,
  InferCreationAttributes<PracticalAttendance>
> {
  declare id: CreationOptional<number>;
  /** Made by the device: a retry of the same mark finds it instead of recording twice. */
  declare client_id: string;
  declare session_id: number;
  declare user_id: number;
  declare method: 'signature' | 'code';
  declare signature_file: CreationOptional<string | null>;
  declare signature_sha256: CreationOptional<string | null>;
  declare instructor_id: number;
  declare ip: CreationOptional<string | null>;
  declare signed_at: Date;

  static initModel(sequelize: Sequelize): void {
    PracticalAttendance.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        client_id: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        session_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        method: { type: DataTypes.STRING(16), allowNull: false },
        signature_file: { type: DataTypes.STRING(255), allowNull: true },
        signature_sha256: { type: DataTypes.STRING(64), allowNull: true },
        instructor_id: { type: DataTypes.INTEGER, allowNull: false },
        ip: { type: DataTypes.STRING(64), allowNull: true },
        signed_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'practical_attendance', timestamps: false },
    );
  }
}

/** A practical evaluation; a later one supersedes it without erasing it. */
export class PracticalEvaluation extends Model<
  InferAttributes<PracticalEvaluation>,
  InferCreationAttributes<PracticalEvaluation>
> {
  declare id: CreationOptional<number>;
  declare session_id: number;
  declare user_id: number;
  declare result: 'satisfatorio' | 'insatisfatorio';
  declare notes: CreationOptional<string | null>;
  declare evaluated_by: number;
  declare evaluated_at: Date;

  static initModel(sequelize: Sequelize): void {
    PracticalEvaluation.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        session_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        result: { type: DataTypes.STRING(16), allowNull: false },
        notes: { type: DataTypes.TEXT, allowNull: true },
        evaluated_by: { type: DataTypes.INTEGER, allowNull: false },
        evaluated_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'practical_evaluations', timestamps: false },
    );
  }
}
