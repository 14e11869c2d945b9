import { Command, CommanderError } from 'commander';
import { adminCommand } from './commands/admin';
import { dbCommand } from './commands/db';
import { handleError, UsageError } from './errors';

const program = new Command('trilha')
  .description('Operação da plataforma Trilha Segura (backups, agendamentos, logs, usuários, banco)')
  .version('0.1.0')
  .showHelpAfterError()
  .exitOverride();

program.addCommand(adminCommand);
program.addCommand(dbCommand);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    if (err.exitCode === 0) process.exit(0);
    process.exit(2);
  }
  handleError(err instanceof UsageError ? err : err);
}
