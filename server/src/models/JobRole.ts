import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** A company's job role (cargo): the training matrix row of its required courses (issue 18). */
export class JobRole extends Model<InferAttributes<JobRole>, InferCreationAttributes<JobRole>> {
  declare id: CreationOptional<number>;
  declare company_id: number;
  declare name: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    JobRole.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        company_id: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'job_roles', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
