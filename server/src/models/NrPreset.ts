import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';

/** An NR's training rules (issue 19): workloads, validity, retraining after leave, practice, daily cap. */
export class NrPreset extends Model<InferAttributes<NrPreset>, InferCreationAttributes<NrPreset>> {
  declare id: CreationOptional<number>;
  declare code: string;
  declare title: string;
  declare initial_hours: number;
  declare periodic_hours: CreationOptional<number>;
  declare validity_months: CreationOptional<number>;
  declare leave_threshold_days: CreationOptional<number>;
  declare practical_required: CreationOptional<boolean>;
  declare daily_cap_hours: CreationOptional<number>;
  declare legal_reference: CreationOptional<string | null>;
  declare notes: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    NrPreset.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        code: { type: DataTypes.STRING(40), allowNull: false, unique: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        initial_hours: { type: DataTypes.INTEGER, allowNull: false },
        periodic_hours: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        validity_months: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        leave_threshold_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 180 },
        practical_required: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        daily_cap_hours: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 8 },
        legal_reference: { type: DataTypes.TEXT, allowNull: true },
        notes: { type: DataTypes.TEXT, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'nr_presets', createdAt: 'created_at', updatedAt: 'updated_at' },
    );
  }
}
