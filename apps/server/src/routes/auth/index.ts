import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBody,
  loginBody,
  loginResultSchema,
  profileUpdateBody,
  registerBody,
  resetPasswordBody,
  userSchema,
  verifyCodeBody,
} from '@vaarta/core/entities/account';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { CODE_SENT, PASSWORD_RESET } from '../../services/password-reset.ts';
import { ok } from '../envelope.ts';
import { proofHeader } from '../../plugins/app/proof-of-work.ts';
import {
  cookieValue,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_DAYS,
} from '../../services/known-devices.ts';
import { LoginAttempts } from '../../services/login-attempts.ts';
import { ADDRESS_SHARES, LIMITS } from '../../lib/limits.ts';

const tags = ['accounts'];

/**
 * Accounts calls (docs/product/accounts.md): sign-up, login, profile, logout and the password reset
 * by code.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, passwordReset, knownDevices } = app.services;
  const loginAttempts = new LoginAttempts(app.counters);
  const secure = app.config.PUBLIC_URL?.startsWith('https:') ? '; Secure' : '';
  const deviceCookie = (value: string) =>
    `${KNOWN_DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${KNOWN_DEVICE_DAYS * 86_400}; ` +
    `HttpOnly; SameSite=Strict${secure}`;
  app.post(
    '/auth/register',
    {
      config: { rateLimit: LIMITS.register },
      preHandler: app.payPastShare(ADDRESS_SHARES.register),
      schema: {
        tags,
        summary: 'Sign up (self-assignable roles only)',
        body: registerBody,
        response: { 201: okEnvelope(userSchema) },
      },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body);
      return reply
        .status(201)
        .send(ok('Registration Successful! Please login with your credentials.', user));
    },
  );

  app.post(
    '/auth/userLogin',
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags,
        summary: 'Log in with an e-mail or a 10-digit phone number',
        body: loginBody,
        response: { 200: okEnvelope(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const { emailOrPhone, password } = request.body;
      const found = await accounts.findByIdentifier(emailOrPhone);
      // The account, however it was named; an unknown name is counted as itself.
      const account = found ? `user:${found.user.id}` : `name:${emailOrPhone.trim().toLowerCase()}`;
      // Every attempt is counted before the password is checked. Past its address's share, or
      // at an account under attack, a login proves its work first; from one address, an
      // account gets a few tries (docs/decisions/0040).
      const pastShare = await app.pastAddressShare(request, ADDRESS_SHARES.login);
      const { pastCeiling, quiet } = await loginAttempts.countEverywhere(account);
      if (pastShare || pastCeiling) await app.proofOfWork.require(proofHeader(request));
      await loginAttempts.count(account, request.ip);
      // Under a flood of logins, the hash of a login from a device or session this account has
      // used goes first, then a known and quiet account's (HashSlots, docs/decisions/0158).
      const knownDevice =
        found !== null &&
        (request.reader?.user.id === found.user.id ||
          knownDevices.recognises(
            cookieValue(request.headers.cookie, KNOWN_DEVICE_COOKIE),
            found.user.id,
          ));
      const lane = knownDevice ? 'known' : found && quiet ? 'trusted' : 'doubtful';
      const { token, user, userId } = await accounts.login(found, password, lane);
      await loginAttempts.succeeded(account, request.ip);
      reply.header('Set-Cookie', deviceCookie(knownDevices.issue(userId)));
      return ok(`Welcome back, ${user.firstName}!`, { token, user });
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: app.requireReader(),
      schema: {
        tags,
        summary: "The signed-in reader's profile",
        response: { 200: okEnvelope(userSchema) },
      },
    },
    async (request) => ok('Profile fetched successfully', request.reader!.user),
  );

  app.patch(
    '/auth/profile',
    {
      preHandler: app.requireReader(),
      schema: {
        tags,
        summary: 'Edit the profile',
        body: profileUpdateBody,
        response: { 200: okEnvelope(userSchema) },
      },
    },
    async (request) =>
      ok(
        'Profile updated successfully',
        await accounts.updateProfile(request.reader!.user.id, request.body),
      ),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireReader(),
      schema: { tags, summary: 'Log out: the token stops working' },
    },
    async (request) => {
      await accounts.logout(request.reader!.sessionId);
      return ok('Logged out successfully', null);
    },
  );

  const sendCode = async (request: { body: { email: string; language?: string | undefined } }) => {
    await passwordReset.sendCode(request.body.email, request.body.language);
    return ok(CODE_SENT, null);
  };
  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: LIMITS.sendCode },
      preHandler: app.payPastShare(ADDRESS_SHARES.sendCode),
      schema: {
        tags,
        summary: 'Send a 5-digit reset code (same answer for any e-mail)',
        body: forgotPasswordBody,
      },
    },
    sendCode,
  );
  app.post(
    '/auth/resend-code',
    {
      config: { rateLimit: LIMITS.sendCode },
      preHandler: app.payPastShare(ADDRESS_SHARES.sendCode),
      schema: { tags, summary: 'Send a new code, at most once a minute', body: forgotPasswordBody },
    },
    sendCode,
  );

  app.post(
    '/auth/verify-code',
    {
      config: { rateLimit: LIMITS.checkCode },
      preHandler: app.payPastShare(ADDRESS_SHARES.checkCode),
      schema: { tags, summary: 'Check a reset code', body: verifyCodeBody },
    },
    async (request) => {
      await passwordReset.verify(request.body.email, request.body.code);
      return ok('Code verified. Please choose a new password.', null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: LIMITS.checkCode },
      preHandler: app.payPastShare(ADDRESS_SHARES.checkCode),
      schema: { tags, summary: 'Set a new password with a valid code', body: resetPasswordBody },
    },
    async (request) => {
      await passwordReset.reset(request.body.email, request.body.code, request.body.newPassword);
      return ok(PASSWORD_RESET, null);
    },
  );
};

export default authRoutes;
