import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { readLoginResult } from './accounts';

const user = { id: 'u1', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in' };

describe('reading a login answer', () => {
  it('takes the user from user, data or the answer itself, and the token beside or inside it', () => {
    expect(readLoginResult({ token: 't1', user })).toEqual({ token: 't1', user });
    expect(readLoginResult({ token: 't2', data: user })).toEqual({ token: 't2', user });
    expect(readLoginResult({ ...user, token: 't3' })).toEqual({ token: 't3', user });
    expect(readLoginResult({ user: { ...user, token: 't4' } })).toEqual({ token: 't4', user });
  });

  it('refuses an answer without the id, the first name, the e-mail or a token', () => {
    const invalid = new ApiError(
      200,
      'INVALID_USER_DATA',
      'Invalid user data received from server',
    );
    expect(() => readLoginResult({ token: 't', user: { ...user, email: undefined } })).toThrow(
      invalid,
    );
    expect(() => readLoginResult({ user })).toThrow(invalid);
    expect(() => readLoginResult(null)).toThrow(invalid);
  });
});
