import { describe, expect, it } from 'vitest';
import { ApiError, NO_ANSWER } from '../../api/client';
import { createI18n, loadDictionary } from '../../lib/i18n';
import { addNamespace } from '../../lib/namespaces';
import { codeFailure, loginFailure, requestCodeFailure, signupFailure } from './auth-failures';

/** The dialogs' `t`: the accounts' words, backed by the reader's dictionary. */
async function accountsI18n(code: 'en' | 'te') {
  const instance = createI18n(code, { [code]: await loadDictionary(code) });
  await addNamespace(instance, 'accounts', code);
  return { t: instance.getFixedT(code, 'accounts') };
}

describe('what a failed accounts call tells the reader', async () => {
  const en = await accountsI18n('en');
  const te = await accountsI18n('te');
  const refusal = (status: number, code: string, message: string) =>
    new ApiError(status, code, message);

  it('login: 401 and 404 by their own texts, then 5xx, then the server, then "login failed"', () => {
    const say = (error: unknown) => loginFailure(error, en.t, 'en');
    expect(say(refusal(401, 'UNAUTHORIZED', 'anything'))).toBe('Invalid email/phone or password');
    expect(say(refusal(404, 'NOT_FOUND', 'anything'))).toBe('User not found');
    expect(say(refusal(500, 'INTERNAL', 'anything'))).toBe('Server error. Please try again later.');
    expect(say(refusal(422, 'VALIDATION', 'Invalid body: Please fill all fields'))).toBe(
      'Invalid body: Please fill all fields',
    );
    expect(say(new ApiError(0, NO_ANSWER.network, 'x'))).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(say(new Error('odd'))).toBe('Login failed. Please try again.');
  });

  it('says a limit or a busy server honestly, in the server’s words or translated', () => {
    const tooMany = refusal(
      429,
      'TOO_MANY_REQUESTS',
      'Too many failed logins. Please try again in 15 minutes.',
    );
    expect(loginFailure(tooMany, en.t, 'en')).toBe(
      'Too many failed logins. Please try again in 15 minutes.',
    );
    expect(loginFailure(tooMany, te.t, 'te')).toBe(te.t('transport.tooManyRequests'));
    expect(loginFailure(refusal(503, 'SERVICE_UNAVAILABLE', 'x'), en.t, 'en')).toBe(
      'The service is busy right now. Please try again in a minute.',
    );
  });

  it('sign-up: an existing account is 409 in every language', () => {
    const taken = refusal(409, 'CONFLICT', 'User already exists with this email or phone number.');
    expect(signupFailure(taken, te.t, 'te')).toBe(te.t('auth.errors.alreadyExists'));
    expect(signupFailure(refusal(400, 'BAD_REQUEST', 'x'), te.t, 'te')).toBe(
      te.t('auth.errors.registrationFailed'),
    );
  });

  it('the reset: an upstream’s 404 reads "e-mail not found", an expired code says so', () => {
    expect(requestCodeFailure(refusal(404, 'NOT_FOUND', 'x'), en.t, 'en')).toBe(
      'Email address not found. Please check your email or sign up.',
    );
    expect(
      codeFailure(refusal(400, 'CODE_EXPIRED', 'x'), en.t, 'en', 'auth.errors.invalidCode'),
    ).toBe('Verification code has expired. Please request a new one.');
    expect(
      codeFailure(refusal(400, 'BAD_REQUEST', 'x'), te.t, 'te', 'auth.errors.resetFailed'),
    ).toBe(te.t('auth.errors.invalidCode'));
  });
});
