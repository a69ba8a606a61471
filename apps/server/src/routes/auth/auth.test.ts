import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress, newReader, signedInReader } from '../../test/readers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = clientAddress(),
) => server.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

describe('sign-up', () => {
  it('creates a Reader account and answers 201 without the password', async () => {
    const reader = newReader();
    const response = await post('/api/auth/register', reader);
    expect(response.statusCode).toBe(201);
    const { result, message } = response.json();
    expect(message).toBe('Registration Successful! Please login with your credentials.');
    expect(result).toMatchObject({
      firstName: 'Ravi',
      email: reader.email,
      role: { role: 'Reader' },
    });
    expect(JSON.stringify(result)).not.toContain('Secret123');
    expect(JSON.stringify(result)).not.toContain('argon2');
  });

  it('strips a formatted phone number to its 10 digits', async () => {
    const response = await post(
      '/api/auth/register',
      newReader({ phone: '+91 98765-43210'.slice(4) }),
    );
    expect(response.json().result.phone).toBe('9876543210');
  });

  it.each([
    [{ firstName: '  ' }, 'Please fill all fields'],
    [{ email: 'ravi@' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    [{ password: 'Ab1' }, 'Password must be at least 6 characters long'],
    [
      { password: 'secret123' },
      'Password should contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ roleId: 'reader' }, 'roleId must be a valid id'],
  ])('refuses %o with 422 "%s"', async (change, message) => {
    const response = await post('/api/auth/register', newReader(change));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(message);
  });

  it('answers 409 for an e-mail or phone already registered, in any case', async () => {
    const reader = newReader();
    await post('/api/auth/register', reader);
    const sameEmail = await post(
      '/api/auth/register',
      newReader({ email: reader.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('User already exists with this email or phone number.');
    const samePhone = await post('/api/auth/register', newReader({ phone: reader.phone }));
    expect(samePhone.statusCode).toBe(409);
  });

  it('refuses to let a reader pick the Editor or Admin role (403)', async () => {
    const roles = (await server.app.inject({ method: 'GET', url: '/api/roles' })).json().result;
    for (const role of roles.filter((r: { selfAssignable: boolean }) => !r.selfAssignable)) {
      const response = await post('/api/auth/register', newReader({ roleId: role.id }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This role cannot be chosen at sign-up.');
    }
  });
});

describe('login', () => {
  it('logs in by e-mail or by phone and answers the token and the user', async () => {
    const reader = newReader();
    await post('/api/auth/register', reader);
    for (const emailOrPhone of [reader.email, reader.phone]) {
      const response = await post('/api/auth/userLogin', {
        emailOrPhone,
        password: reader.password,
      });
      expect(response.statusCode).toBe(200);
      const { result } = response.json();
      expect(result.token).toMatch(/^[\w-]{40,}$/);
      expect(result.user).toMatchObject({
        email: reader.email,
        firstName: 'Ravi',
        role: { role: 'Reader' },
      });
      expect(result.user.preferences).toEqual({ theme: 'light', notifications: true });
    }
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const reader = newReader();
    await post('/api/auth/register', reader);
    const wrong = await post('/api/auth/userLogin', {
      emailOrPhone: reader.email,
      password: 'Wrong123',
    });
    const unknown = await post('/api/auth/userLogin', {
      emailOrPhone: 'nobody@example.in',
      password: 'Wrong123',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'Invalid email/phone or password',
      });
    }
  });

  it('refuses an identifier that is neither an e-mail nor 10 digits', async () => {
    const response = await post('/api/auth/userLogin', { emailOrPhone: '12345', password: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(
      'Please enter a valid email or 10-digit phone number',
    );
  });

  it('pauses an account at one address after 5 failed logins there, not elsewhere', async () => {
    const reader = newReader();
    await post('/api/auth/register', reader);
    const address = clientAddress();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await post(
            '/api/auth/userLogin',
            { emailOrPhone: reader.email, password: 'Wrong123' },
            {},
            address,
          )
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await post(
      '/api/auth/userLogin',
      { emailOrPhone: reader.phone, password: reader.password },
      {},
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed logins. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await post('/api/auth/userLogin', {
      emailOrPhone: reader.email,
      password: reader.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('per-IP limits', () => {
  it('asks for a proof of work once an address has used its share of logins', async () => {
    const address = clientAddress();
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const response = await post(
        '/api/auth/userLogin',
        { emailOrPhone: `guess${i}@example.in`, password: 'Wrong123' },
        {},
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const last = await post(
      '/api/auth/userLogin',
      { emailOrPhone: 'guess@example.in', password: 'Wrong123' },
      {},
      address,
    );
    expect(last.statusCode).toBe(428);
    expect(last.json()).toMatchObject({
      status: 0,
      error: 'PROOF_REQUIRED',
      message: 'Please wait a moment while we check your request.',
    });
    expect(last.json().details.challenge.parameters.algorithm).toBe('SHA-256');
  });
});

describe('profile and logout', () => {
  it('shows the profile to its owner and 401 without a token', async () => {
    const reader = await signedInReader(server);
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: reader.auth,
    });
    expect(profile.json().result).toMatchObject({
      id: reader.id,
      email: reader.email,
      status: 'active',
      is_active: true,
      avatar: 'R',
    });
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Bearer forged-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('saves a profile edit on the server', async () => {
    const reader = await signedInReader(server);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: reader.auth,
      payload: { firstName: 'Lakshmi', lastName: 'Devi', gender: 'Female', dob: '1990-05-14' },
    });
    expect(response.statusCode).toBe(200);
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: reader.auth,
    });
    expect(again.json().result).toMatchObject({
      firstName: 'Lakshmi',
      lastName: 'Devi',
      gender: 'Female',
      dob: '1990-05-14',
    });
  });

  it.each([
    [{ firstName: '', lastName: 'Devi' }, 'First name is required'],
    [{ firstName: 'Lakshmi', lastName: ' ' }, 'Last name is required'],
    [{ firstName: 'A', lastName: 'B', gender: 'Unknown' }, 'Gender must be Male, Female or Other'],
    [{ firstName: 'A', lastName: 'B', dob: '2020-01-01' }, 'You must be at least 13 years old'],
    [
      { firstName: 'A', lastName: 'B', dob: '14/05/1990' },
      'Date of birth must be a date (YYYY-MM-DD)',
    ],
  ])('refuses the edit %o with "%s"', async (payload, message) => {
    const reader = await signedInReader(server);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: reader.auth,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(message);
  });

  it('revokes the token on logout', async () => {
    const reader = await signedInReader(server);
    const logout = await post('/api/auth/logout', {}, reader.auth);
    expect(logout.statusCode).toBe(200);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: reader.auth,
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('password reset by code', () => {
  const codeFor = (email: string) => {
    const mail = server.outbox.find((m) => m.to === email);
    return mail?.text.match(/\b\d{5}\b/)?.[0];
  };

  it('answers the same for a registered and an unknown e-mail, and mails only the first', async () => {
    const reader = await signedInReader(server);
    const known = await post('/api/auth/forgot-password', { email: reader.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'stranger@example.in' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(unknown.json().message);
    expect(codeFor(reader.email)).toMatch(/^\d{5}$/);
    expect(server.outbox.some((m) => m.to === 'stranger@example.in')).toBe(false);
  });

  it('walks the whole flow: code, verify, reset, old sessions revoked, new password works', async () => {
    const reader = await signedInReader(server);
    await post('/api/auth/forgot-password', { email: reader.email });
    const code = codeFor(reader.email)!;
    expect((await post('/api/auth/verify-code', { email: reader.email, code })).statusCode).toBe(
      200,
    );
    const reset = await post('/api/auth/reset-password', {
      email: reader.email,
      code,
      newPassword: 'NewPass1!',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(
      'Password reset successfully! Please login with your new password.',
    );
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: reader.auth }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/userLogin', { emailOrPhone: reader.email, password: reader.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/userLogin', { emailOrPhone: reader.email, password: 'NewPass1!' }))
        .statusCode,
    ).toBe(200);
    const reused = await post('/api/auth/reset-password', {
      email: reader.email,
      code,
      newPassword: 'Another1!',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('enforces the 60 s resend cooldown on the server; a new code then replaces the old', async () => {
    const reader = await signedInReader(server);
    const sentAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: sentAt });
    try {
      expect((await post('/api/auth/forgot-password', { email: reader.email })).statusCode).toBe(
        200,
      );
      const first = codeFor(reader.email)!;
      vi.setSystemTime(sentAt + 59_000);
      const early = await post('/api/auth/resend-code', { email: reader.email });
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toBe('Please wait 1 seconds before requesting a new code.');
      vi.setSystemTime(sentAt + 60_000);
      expect((await post('/api/auth/resend-code', { email: reader.email })).statusCode).toBe(200);
      const second = codeFor(reader.email)!;
      expect(server.outbox.filter((m) => m.to === reader.email)).toHaveLength(2);
      if (first !== second) {
        const old = await post('/api/auth/verify-code', { email: reader.email, code: first });
        expect(old.json().message).toBe('Invalid verification code. Please try again.');
      }
      const fresh = await post('/api/auth/verify-code', { email: reader.email, code: second });
      expect(fresh.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends another code sooner only where the setting allows it, never in production', () => {
    expect(loadConfig({}).OTP_RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(loadConfig({ OTP_RESEND_COOLDOWN_SECONDS: '1' }).OTP_RESEND_COOLDOWN_SECONDS).toBe(1);
    expect(() => loadConfig({ OTP_RESEND_COOLDOWN_SECONDS: '61' })).toThrow(
      /OTP_RESEND_COOLDOWN_SECONDS/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://vaarta.in',
        OTP_RESEND_COOLDOWN_SECONDS: '1',
      }),
    ).toThrow(/OTP_RESEND_COOLDOWN_SECONDS: is 60 in production/);
  });

  it('kills a code after 5 wrong tries', async () => {
    const reader = await signedInReader(server);
    await post('/api/auth/forgot-password', { email: reader.email });
    const code = codeFor(reader.email)!;
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 4; i++) {
      const response = await post('/api/auth/verify-code', { email: reader.email, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid verification code. Please try again.');
    }
    expect(
      (await post('/api/auth/verify-code', { email: reader.email, code: wrong })).statusCode,
    ).toBe(429);
    const right = await post('/api/auth/verify-code', { email: reader.email, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong codes. Please request a new one.');
  });

  it('checks the reset password rules (docs/product/accounts.md, "Reset by code")', async () => {
    const response = await post('/api/auth/reset-password', {
      email: 'a@example.in',
      code: '12345',
      newPassword: 'NoSpecial1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('Password does not meet requirements');
    const badCode = await post('/api/auth/verify-code', { email: 'a@example.in', code: '12a45' });
    expect(badCode.json().message).toContain('Please enter a valid 5-digit code');
  });

  it('mails the code in the reader’s language', async () => {
    const reader = await signedInReader(server);
    await post('/api/auth/forgot-password', { email: reader.email, language: 'te' });
    const mail = server.outbox.find((m) => m.to === reader.email)!;
    expect(mail.subject).toBe('మీ వార్త ధృవీకరణ కోడ్');
  });

  it('offers the development outbox outside production', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().result)).toBe(true);
  });
});
