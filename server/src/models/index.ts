import type { Sequelize } from 'sequelize';
import { Company } from './Company';
import { PasswordResetToken } from './PasswordResetToken';
import { RateLimit } from './RateLimit';
import { Setting } from './Setting';
import { SystemLog } from './SystemLog';
import { User } from './User';
import { type CodePurpose, VerificationCode } from './VerificationCode';

export type { CodePurpose };
export { Company, PasswordResetToken, RateLimit, Setting, SystemLog, User, VerificationCode };

/** Binds every model to the instance and declares the associations, once per process. */
export function initModels(sequelize: Sequelize): void {
  for (const model of [Company, User, VerificationCode, PasswordResetToken, RateLimit, Setting, SystemLog]) {
    model.initModel(sequelize);
  }
  Company.hasMany(User, { foreignKey: 'company_id', as: 'employees' });
  User.belongsTo(Company, { foreignKey: 'company_id', as: 'company' });
  User.hasMany(VerificationCode, { foreignKey: 'user_id', onDelete: 'CASCADE' });
  User.hasMany(PasswordResetToken, { foreignKey: 'user_id', onDelete: 'CASCADE' });
}
