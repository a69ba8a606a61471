import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLE_TYPES } from '@vaarta/core/constants';
import { emailField, phoneField, resetPassword } from '@vaarta/core/entities/account';
import { singleLine } from '@vaarta/core/entities/newsroom';

export const USAGE =
  'usage: npm run user:create -- --role admin|editor|reporter|reader --email EMAIL --phone PHONE ' +
  '--first FIRST --last LAST [--password-stdin]';

const details = z.object({
  role: z.enum(ROLE_TYPES, { error: '--role must be admin, editor, reporter or reader' }),
  email: emailField,
  phone: phoneField,
  first: singleLine('--first', 80, 1),
  last: singleLine('--last', 80, 1),
});
export type AccountDetails = z.infer<typeof details>;

/** A staff password: the reset rules (8 characters with upper and lower case, a digit, a sign). */
export const staffPassword = resetPassword;

/** Reads the command line; throws a message fit to print for anything missing or wrong. */
export function parseUserArgs(argv: string[]): AccountDetails & { passwordStdin: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        role: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        first: { type: 'string' },
        last: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const parsed = details.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] ? `--${String(issue.path[0])}` : 'input';
    const message = issue.message.startsWith('--') ? issue.message : `${field}: ${issue.message}`;
    throw new Error(`${message}\n${USAGE}`);
  }
  return { ...parsed.data, passwordStdin: values['password-stdin'] === true };
}
