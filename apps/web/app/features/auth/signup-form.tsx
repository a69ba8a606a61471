import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { READER_ROLE_ID } from '@vaarta/core/constants';
import { SIGNUP_MESSAGE_PRIORITY } from '@vaarta/core/account-messages';
import { signupForm } from '@vaarta/core/entities/account';
import { fetchRoles, register as signUp } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { formError } from '../../lib/form-messages';
import { BUTTON } from '../../ui/buttons';
import { EmailField, PhoneField, SelectField } from '../../ui/form-fields';
import { FormMessage, useMessageFocus } from '../../ui/form-message';
import { TaggedText } from '../../ui/tagged-text';
import { TextField } from '../../ui/text-field';
import { signupFailure } from './auth-failures';
import { PasswordField } from './password-field';
import { useFocusOnShow } from './use-focus-on-show';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * Sign-up: first and last name, e-mail, a 10-digit phone (only digits can be typed), the role
 * from the server's list (the first is chosen; the Reader role when the list cannot load), the
 * password twice, and links to the terms and the privacy policy. The first broken rule, in the
 * order of docs/product/accounts.md, is the one message shown.
 */
export function SignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // Only the roles a reader may give themselves are offered; the server refuses the others.
  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: async () => (await fetchRoles(browserApi)).filter((role) => role.selfAssignable),
    staleTime: 3_600_000,
  });
  const {
    register,
    handleSubmit,
    setValue,
    getFieldState,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupForm),
    shouldFocusError: false,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      roleId: READER_ROLE_ID,
      password: '',
      confirmPassword: '',
    },
  });
  const { message: messageRef, focusMessage } = useMessageFocus();
  useFocusOnShow(setFocus, 'firstName');
  const firstRole = roles.data?.[0]?.id;
  useEffect(() => {
    if (firstRole && !getFieldState('roleId').isDirty) setValue('roleId', firstRole);
  }, [firstRole, getFieldState, setValue]);

  const message = formError(errors, t, SIGNUP_MESSAGE_PRIORITY) ?? failure;
  const errorId = `${id}-error`;
  const field = (name: keyof typeof errors) => ({
    invalid: Boolean(errors[name]),
    describedBy: errors[name] ? errorId : undefined,
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await signUp(browserApi, {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phone: form.phone,
        password: form.password,
        roleId: form.roleId,
      });
      toast.success(t('auth.registered'));
      onRegistered(form.email);
    } catch (error) {
      setFailure(signupFailure(error, t, i18n.language));
      focusMessage();
    }
  }, focusMessage);

  const roleOptions = roles.data?.length
    ? roles.data.map((role) => ({
        id: role.id,
        name: t(`account.roleTypes.${role.roleType}`, { defaultValue: role.role }),
      }))
    : [{ id: READER_ROLE_ID, name: t('auth.readerRole') }];

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="signup-form">
      <FormMessage ref={messageRef} id={errorId} error={message} testId="auth-message" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('auth.firstName')}
          autoComplete="given-name"
          dir="auto"
          data-testid="signup-first-name"
          {...field('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('auth.lastName')}
          autoComplete="family-name"
          dir="auto"
          data-testid="signup-last-name"
          {...field('lastName')}
          {...register('lastName')}
        />
      </div>
      <EmailField
        label={t('auth.email')}
        data-testid="signup-email"
        {...field('email')}
        {...register('email')}
      />
      <PhoneField
        label={t('auth.phone')}
        placeholder={t('auth.phonePlaceholder')}
        data-testid="signup-phone"
        {...field('phone')}
        {...register('phone')}
      />
      <SelectField
        label={t('auth.role')}
        aria-busy={roles.isPending || undefined}
        data-testid="signup-role"
        {...register('roleId')}
      >
        {roleOptions.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </SelectField>
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        data-testid="signup-password"
        {...field('password')}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        data-testid="signup-confirm-password"
        {...field('confirmPassword')}
        {...register('confirmPassword')}
      />
      <p className="text-sm text-muted">
        <TaggedText
          text={t('auth.agreement')}
          tags={{
            terms: (text) => <PolicyLink href="/terms-and-conditions">{text}</PolicyLink>,
            privacy: (text) => <PolicyLink href="/privacy-policy">{text}</PolicyLink>,
          }}
        />
      </p>
      <button
        type="submit"
        disabled={isSubmitting}
        className={BUTTON.primary}
        data-testid="signup-submit"
      >
        {isSubmitting ? t('auth.signingUp') : t('auth.signUp')}
      </button>
    </form>
  );
}

/** The terms or the privacy policy in a new tab, so the form keeps what was typed. */
function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-accent underline">
      {children}
    </a>
  );
}
