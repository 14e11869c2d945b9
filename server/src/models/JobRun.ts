import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A claimed run of a scheduled job: the unique (job, run_key) lets exactly one node run it. */
export class JobRun extends Model<InferAttributes<JobRun>, InferCreationAttributes<JobRun>> {
  declare id: CreationOptional<number>;
  declare job: string;
  declare run_key: string;
  declare node: CreationOptional<string | null>;
  declare started_at: Date;
  declare finished_at: CreationOptional<Date | null>;
  declare status: CreationOptional<'running' | 'done' | 'failed'>;
  declare message: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize): void {
    JobRun.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        job: { type: DataTypes.STRING(64), allowNull: false },
        run_key: { type: DataTypes.STRING(64), allowNull: false },
        node: { type: DataTypes.STRING(128), allowNull: true },
        started_at: { type: DataTypes.DATE, allowNull: false },
        finished_at: { type: DataTypes.DATE, allowNull: true },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'running' },
        message: { type: DataTypes.TEXT, allowNull: true },
      },
      { sequelize, tableName: 'job_runs', timestamps: false },
    );
  }
}
