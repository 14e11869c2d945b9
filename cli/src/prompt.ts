import { UsageError } from './errors';

/** Asks with inquirer only when a person is at a terminal; under cron a missing answer is a usage error. */
export async function ask(
  name: string,
  flag: string,
  options: { message: string; secret?: boolean; validate?: (v: string) => true | string },
): Promise<string> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError(`falta ${flag} (sem terminal interativo para perguntar ${name})`);
  }
  const { default: inquirer } = await import('inquirer');
  const answers = await inquirer.prompt([
    {
      type: options.secret ? 'password' : 'input',
      name: 'value',
      message: options.message,
      mask: '*',
      validate: options.validate,
    },
  ]);
  return String(answers.value);
}

/** A yes/no question; without a terminal the flag is required instead. */
export async function confirm(flag: string, message: string): Promise<boolean> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError(`confirmação necessária: use ${flag} (sem terminal interativo para perguntar)`);
  }
  const { default: inquirer } = await import('inquirer');
  const answers = await inquirer.prompt([{ type: 'confirm', name: 'ok', message, default: false }]);
  return Boolean(answers.ok);
}
