import { describe, expect, it } from 'vitest';
import { parseUserArgs, staffPassword } from './user-create.ts';

const valid = [
  '--role',
  'admin',
  '--email',
  'asha@vaarta.in',
  '--phone',
  '98765 43210',
  '--first',
  'ఆశ',
  '--last',
  'Rao',
];

describe('user:create arguments', () => {
  it('reads the role, e-mail, phone and names', () => {
    expect(parseUserArgs([...valid, '--password-stdin'])).toEqual({
      role: 'admin',
      email: 'asha@vaarta.in',
      phone: '9876543210',
      first: 'ఆశ',
      last: 'Rao',
      passwordStdin: true,
    });
  });

  it('says what is missing or wrong, with the usage', () => {
    expect(() => parseUserArgs(['--role', 'boss'])).toThrow(
      /^--role must be admin, editor, reporter or reader\nusage: npm run user:create/,
    );
    expect(() => parseUserArgs(valid.map((v) => (v === 'asha@vaarta.in' ? 'asha' : v)))).toThrow(
      /^--email: Please enter a valid email address/,
    );
    expect(() => parseUserArgs([...valid, '--admin'])).toThrow(/Unknown option '--admin'/);
  });

  it('asks staff for a strong password', () => {
    expect(staffPassword.safeParse('Secret123').success).toBe(false);
    expect(staffPassword.safeParse('Secret!123').success).toBe(true);
  });
});
