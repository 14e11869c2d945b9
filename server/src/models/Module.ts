import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { Lesson } from './Lesson';

export class Module extends Model<InferAttributes<Module>, InferCreationAttributes<Module>> {
  declare id: CreationOptional<number>;
  declare course_id: number;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare order_index: CreationOptional<number>;
  /** Set when removed from the course after students made progress in it (kept as evidence). */
  declare archived_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare lessons?: NonAttribute<Lesson[]>;

  static initModel(sequelize: Sequelize): void {
    Module.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        course_id: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(255), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        order_index: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        archived_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'modules', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
