import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  firstByPriority,
  LOGIN_MESSAGE_PRIORITY,
  SIGNUP_MESSAGE_PRIORITY,
} from '../account-messages.ts';
import {
  ageOn,
  codeFromPaste,
  loginBody,
  profileForm,
  RESET_PASSWORD_RULES,
  registerBody,
  resetPassword,
  signupForm,
} from './account.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up rules (docs/product/accounts.md, "Sign-up")', () => {
  const valid = {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.in',
    phone: '98765 43210',
    password: 'Secret1',
    confirmPassword: 'Secret1',
    roleId: '6f1c3a52-8d4e-4b7a-9c21-5e0b7d3f9a10',
  };

  it('accepts a valid form and keeps only the phone digits', () => {
    expect(signupForm.parse(valid).phone).toBe('9876543210');
  });

  it('refuses mismatched passwords', () => {
    expect(firstMessage(signupForm.safeParse({ ...valid, confirmPassword: 'Secret2' }))).toBe(
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    );
  });

  it('never sends confirmPassword to the server', () => {
    expect(registerBody.parse(valid)).not.toHaveProperty('confirmPassword');
  });
});

describe('login identifier', () => {
  it('takes an e-mail or exactly 10 digits', () => {
    expect(loginBody.safeParse({ emailOrPhone: 'a@b.in', password: 'x' }).success).toBe(true);
    expect(loginBody.safeParse({ emailOrPhone: '9876543210', password: 'x' }).success).toBe(true);
    expect(firstMessage(loginBody.safeParse({ emailOrPhone: '987654321', password: 'x' }))).toBe(
      ACCOUNT_MESSAGES.invalidIdentifier,
    );
    expect(firstMessage(loginBody.safeParse({ emailOrPhone: '', password: 'x' }))).toBe(
      ACCOUNT_MESSAGES.fillAllFields,
    );
  });
});

describe('reset password rules', () => {
  it('needs 8 characters, upper, lower, digit and a special character', () => {
    expect(resetPassword.safeParse('Secret1!').success).toBe(true);
    for (const weak of ['Secret1', 'secret1!', 'SECRET1!', 'Secretx!', 'Secret12']) {
      expect(firstMessage(resetPassword.safeParse(weak)), weak).toBe(
        ACCOUNT_MESSAGES.resetPasswordRules,
      );
    }
  });

  it('reports each rule for the live checklist', () => {
    const passed = RESET_PASSWORD_RULES.filter((rule) => rule.test('abc')).map((rule) => rule.id);
    expect(passed).toEqual(['lowercase']);
  });
});

describe('codeFromPaste', () => {
  it('keeps the first five digits of pasted text', () => {
    expect(codeFromPaste('Your code: 12-34 56')).toBe('12345');
    expect(codeFromPaste('12')).toBe('12');
  });
});

describe('ageOn', () => {
  it('counts whole years, turning on the birthday', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    expect(ageOn('2013-11-21', today)).toBe(13);
    expect(ageOn('2013-11-22', today)).toBe(12);
    expect(ageOn('1990-01-01', today)).toBe(36);
  });
});

describe('which message a form shows first', () => {
  const valid = {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.in',
    phone: '9876543210',
    password: 'Secret1',
    confirmPassword: 'Secret1',
    roleId: '6f1c3a52-8d4e-4b7a-9c21-5e0b7d3f9a10',
  };
  const shown = (form: Record<string, string>) =>
    firstByPriority(
      signupForm.safeParse(form).error?.issues.map((issue) => issue.message) ?? [],
      SIGNUP_MESSAGE_PRIORITY,
    );

  it('a password or its confirmation of spaces only is an empty field', () => {
    expect(shown({ ...valid, password: '      ', confirmPassword: '      ' })).toBe(
      ACCOUNT_MESSAGES.fillAllFields,
    );
    const issues = signupForm.safeParse({ ...valid, confirmPassword: '' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'confirmPassword',
      ACCOUNT_MESSAGES.fillAllFields,
    ]);
  });

  it('an empty field outranks every other rule', () => {
    expect(shown({ ...valid, firstName: ' ', email: 'nope', phone: '12' })).toBe(
      ACCOUNT_MESSAGES.fillAllFields,
    );
  });

  it('then the e-mail, the phone, the length, the match and the mix of characters', () => {
    expect(shown({ ...valid, email: 'nope', phone: '12' })).toBe(ACCOUNT_MESSAGES.invalidEmail);
    expect(shown({ ...valid, phone: '12', password: 'abc' })).toBe(ACCOUNT_MESSAGES.invalidPhone);
    expect(shown({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe(
      ACCOUNT_MESSAGES.passwordTooShort,
    );
    expect(shown({ ...valid, password: 'abcdef', confirmPassword: 'abcdeg' })).toBe(
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    );
    expect(shown({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBe(
      ACCOUNT_MESSAGES.passwordTooWeak,
    );
  });

  it('keeps a message the order does not know, after the known ones', () => {
    expect(
      firstByPriority(['Something else', 'Please fill all fields'], LOGIN_MESSAGE_PRIORITY),
    ).toBe('Please fill all fields');
    expect(firstByPriority(['Something else'], LOGIN_MESSAGE_PRIORITY)).toBe('Something else');
  });
});

describe('the Edit Profile form', () => {
  it('sends an empty phone as no change and an empty gender or date of birth as not given', () => {
    expect(
      profileForm.parse({ firstName: 'Ravi', lastName: 'Kumar', phone: '', gender: '', dob: '' }),
    ).toEqual({ firstName: 'Ravi', lastName: 'Kumar', gender: null, dob: null });
  });

  it('requires both names', () => {
    const result = profileForm.safeParse({
      firstName: ' ',
      lastName: '',
      phone: '',
      gender: 'Female',
      dob: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', ACCOUNT_MESSAGES.firstNameRequired],
      ['lastName', ACCOUNT_MESSAGES.lastNameRequired],
    ]);
  });
});
