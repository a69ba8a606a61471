import { loadConfig } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { ensureStandardRoles } from '../services/roles.ts';
import { openJobServices } from './job-services.ts';
import { parseUserArgs, staffPassword } from './user-create.ts';

/**
 * `npm run user:create -- --role admin --email … --phone … --first … --last …`: makes an account
 * with any role — how the first Admin comes to be. The password is asked for (not echoed), or
 * read from standard input with `--password-stdin`.
 */
async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  process.stdout.write('Password (not shown): ');
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (ch === '\u0003') return reject(new Error('cancelled'));
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    };
    process.stdin.on('data', onData);
  });
}

let args;
try {
  args = parseUserArgs(process.argv.slice(2));
} catch (error) {
  console.error(`user:create: ${(error as Error).message}`);
  process.exit(2);
}
const password = await readPassword(args.passwordStdin);
const checked = staffPassword.safeParse(password);
if (!checked.success) {
  console.error(
    'user:create: the password needs at least 8 characters with an upper-case letter, a ' +
      'lower-case letter, a digit and a sign such as ! or @',
  );
  process.exit(2);
}

const { database, services, close } = await openJobServices(loadConfig());
try {
  await ensureStandardRoles(database.db);
  const id = await services.people.createAccount({
    firstName: args.first,
    lastName: args.last,
    email: args.email,
    phone: args.phone,
    password: checked.data,
    roleType: args.role,
  });
  console.log(`user:create: ${args.role} ${args.email} created (${id})`);
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(`user:create: ${error.message}`);
  process.exitCode = 1;
} finally {
  await close();
}
