import { randomBytes } from 'node:crypto';
import type { RoleType } from '@vaarta/core/constants';
import { runScript } from './server.ts';

export interface StaffLogin {
  email: string;
  password: string;
}

/** The accounts the global setup makes: one of each role. */
export type NewsroomAccounts = Record<RoleType, StaffLogin>;

const NAMES: Record<RoleType, [string, string]> = {
  admin: ['Anita', 'Rao'],
  editor: ['Lakshmi', 'Naidu'],
  reporter: ['Suresh', 'Goud'],
  reader: ['Ravi', 'Teja'],
};

/**
 * Makes one account of each role with the server's own job (`npm run user:create`), the way
 * a real newsroom's first Admin comes to be (and without spending the sign-up limit the reader
 * tests share). Runs before the server starts, one account after another: the embedded
 * database has one user at a time. Languages and districts are given later by the Admin, once
 * the server has seeded them.
 */
export async function createAccounts(env: NodeJS.ProcessEnv): Promise<NewsroomAccounts> {
  const tag = randomBytes(4).toString('hex');
  const accounts = {} as NewsroomAccounts;
  for (const [index, role] of (Object.keys(NAMES) as RoleType[]).entries()) {
    const login = {
      email: `${role}.${tag}@vaarta.test`,
      password: `Desk!${randomBytes(6).toString('hex')}A1`,
    };
    const [first, last] = NAMES[role];
    await runScript(
      'apps/server/src/jobs/user-create-cli.ts',
      [
        `--role=${role}`,
        `--email=${login.email}`,
        `--phone=800000000${index}`,
        `--first=${first}`,
        `--last=${last}`,
        '--password-stdin',
      ],
      { env, input: login.password },
    );
    accounts[role] = login;
  }
  return accounts;
}
