import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { repoRoot } from './server.ts';

export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * Makes an Admin with the server's own job (`npm run user:create`), the way the first Admin of
 * a real newsroom comes to be. Runs before the server starts: the embedded database has one
 * user at a time.
 */
export function createAdmin(env: NodeJS.ProcessEnv): StaffLogin {
  const login = {
    email: `admin.${randomBytes(4).toString('hex')}@vaarta.test`,
    password: `Desk!${randomBytes(6).toString('hex')}A1`,
  };
  execFileSync(
    process.execPath,
    [
      'apps/server/src/jobs/user-create-cli.ts',
      '--role=admin',
      `--email=${login.email}`,
      '--phone=8000000001',
      '--first=Anita',
      '--last=Rao',
      '--password-stdin',
    ],
    { cwd: repoRoot, env, input: login.password, stdio: ['pipe', 'ignore', 'inherit'] },
  );
  return login;
}
