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
import { HttpError } from '../../lib/http-error.ts';
import { CODE_SENT, PASSWORD_RESET } from '../../services/password-reset.ts';
import { ok } from '../envelope.ts';
import { LIMITS, LOGIN_FAILURES } from '../limits.ts';

const tags = ['accounts'];

/**
 * Accounts calls (docs/product/accounts.md): sign-up, login, profile, logout and the password reset
 * by code.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, passwordReset } = app.services;
  app.post(
    '/auth/register',
    {
      config: { rateLimit: LIMITS.register },
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
    async (request) => {
      const account = `login-failures:${request.body.emailOrPhone.trim().toLowerCase()}`;
      if ((await app.counters.peek(account)) >= LOGIN_FAILURES.max) {
        throw new HttpError(
          429,
          'TOO_MANY_REQUESTS',
          'Too many failed logins. Please try again in 15 minutes.',
        );
      }
      try {
        const { token, user } = await accounts.login(
          request.body.emailOrPhone,
          request.body.password,
        );
        await app.counters.reset(account);
        return ok(`Welcome back, ${user.firstName}!`, { token, user });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          await app.counters.hit(account, LOGIN_FAILURES.windowSeconds);
        }
        throw error;
      }
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
      schema: { tags, summary: 'Send a new code, at most once a minute', body: forgotPasswordBody },
    },
    sendCode,
  );

  app.post(
    '/auth/verify-code',
    {
      config: { rateLimit: LIMITS.checkCode },
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
      schema: { tags, summary: 'Set a new password with a valid code', body: resetPasswordBody },
    },
    async (request) => {
      await passwordReset.reset(request.body.email, request.body.code, request.body.newPassword);
      return ok(PASSWORD_RESET, null);
    },
  );
};

export default authRoutes;
