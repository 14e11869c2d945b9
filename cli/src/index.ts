import { Command, CommanderError } from 'commander';
import { adminCommand } from './commands/admin';
import { backupCommand } from './commands/backup';
import { dbCommand } from './commands/db';
import { demoCommand } from './commands/demo';
import { evidenceCommand } from './commands/evidence';
import { logsCommand } from './commands/logs';
import { scheduleCommand } from './commands/schedule';
import { usersCommand } from './commands/users';
import { handleError, UsageError } from './errors';

const program = new Command('trilha')
  .description('Operação da plataforma Trilha Segura (backups, agendamentos, logs, usuários, banco)')
  .version('0.1.0')
  .showHelpAfterError()
  .exitOverride();

program.addCommand(adminCommand);
program.addCommand(dbCommand);
program.addCommand(usersCommand);
program.addCommand(backupCommand);
program.addCommand(scheduleCommand);
program.addCommand(logsCommand);
program.addCommand(demoCommand);
program.addCommand(evidenceCommand);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    if (err.exitCode === 0) process.exit(0);
    process.exit(2);
  }
  handleError(err instanceof UsageError ? err : err);
}
