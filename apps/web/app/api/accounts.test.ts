import { describe, expect, it } from 'vitest';
import {
  fetchProfile,
  fetchRoles,
  logIn,
  logOut,
  readLoginResult,
  register,
  resendResetCode,
  resetPassword,
  sendFeedback,
  sendResetCode,
  updateProfile,
  verifyResetCode,
} from './accounts';
import { ApiError } from './client';
import { fakeApi } from './fake-api';

const apiUser = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  phone: '9876543210',
  gender: null,
  dob: null,
  status: 'active',
  is_active: true,
  profilePicture: null,
  avatar: 'R',
  preferences: { theme: 'light' as const, notifications: true },
  lastLoginAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  role: { id: '22222222-2222-4222-8222-222222222222', role: 'Reader', roleType: 'reader' },
};

describe('accounts', () => {
  it('signs up and logs in, and names the reader in camel case', async () => {
    const { api, calls } = fakeApi({
      '/auth/register': () => apiUser,
      '/auth/userLogin': () => ({ token: 'opaque', user: apiUser }),
    });
    const signup = {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.in',
      phone: '9876543210',
      password: 'Secret123',
      roleId: apiUser.role.id,
    };
    const user = await register(api, signup);
    expect(user.isActive).toBe(true);
    expect(user).not.toHaveProperty('is_active');
    const session = await logIn(api, { emailOrPhone: 'ravi@example.in', password: 'Secret123' });
    expect(session.token).toBe('opaque');
    expect(session.user.firstName).toBe('Ravi');
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/auth/register', body: signup },
      {
        method: 'POST',
        path: '/auth/userLogin',
        body: { emailOrPhone: 'ravi@example.in', password: 'Secret123' },
      },
    ]);
  });

  it('reads and edits the profile, and logs out', async () => {
    const { api, calls } = fakeApi({
      '/auth/profile': (call) =>
        call.method === 'PATCH' ? { ...apiUser, ...(call.body as object) } : apiUser,
      '/auth/logout': () => null,
    });
    expect((await fetchProfile(api)).email).toBe('ravi@example.in');
    const edited = await updateProfile(api, { firstName: 'Ravi', lastName: 'Teja' });
    expect(edited.lastName).toBe('Teja');
    await logOut(api);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /auth/profile',
      'PATCH /auth/profile',
      'POST /auth/logout',
    ]);
  });

  it('takes a reset from the code to the new password', async () => {
    const { api, calls } = fakeApi({
      '/auth/forgot-password': () => null,
      '/auth/resend-code': () => null,
      '/auth/verify-code': () => null,
      '/auth/reset-password': () => null,
    });
    await sendResetCode(api, { email: 'ravi@example.in', language: 'te' });
    await resendResetCode(api, { email: 'ravi@example.in', language: 'te' });
    await verifyResetCode(api, { email: 'ravi@example.in', code: '12345' });
    await resetPassword(api, { email: 'ravi@example.in', code: '12345', newPassword: 'N3w!pass' });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/auth/forgot-password', { email: 'ravi@example.in', language: 'te' }],
      ['/auth/resend-code', { email: 'ravi@example.in', language: 'te' }],
      ['/auth/verify-code', { email: 'ravi@example.in', code: '12345' }],
      [
        '/auth/reset-password',
        { email: 'ravi@example.in', code: '12345', newPassword: 'N3w!pass' },
      ],
    ]);
  });

  it('passes a refusal on as the server gave it', async () => {
    const { api } = fakeApi({
      '/auth/verify-code': () => {
        throw new ApiError(400, 'INVALID_CODE', 'Invalid or expired code');
      },
    });
    await expect(verifyResetCode(api, { email: 'a@b.in', code: '00000' })).rejects.toMatchObject({
      httpStatus: 400,
      code: 'INVALID_CODE',
    });
  });

  it('lists the roles and sends feedback', async () => {
    const reader = { ...apiUser.role, description: 'Reads', selfAssignable: true };
    const { api, calls } = fakeApi({ '/roles': () => [reader], '/feedback': () => null });
    expect(await fetchRoles(api)).toEqual([reader]);
    await sendFeedback(api, { subject: 'Hello', message: 'Nice', rating: 5 });
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/feedback',
      body: { subject: 'Hello', message: 'Nice', rating: 5 },
    });
  });
});

describe('reading a login answer', () => {
  const user = { id: 'u1', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in' };

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
