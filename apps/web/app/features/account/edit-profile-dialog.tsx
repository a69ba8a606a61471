import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { profileForm, type ProfileUpdate } from '@vaarta/core/entities/account';
import { updateProfile } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { ApiError } from '../../api/client';
import { formError } from '../../lib/form-messages';
import { queryClient } from '../../lib/query-client';
import { saveUser, type SessionUser } from '../../lib/session';
import { CenteredDialog } from '../../ui/centered-dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { PhoneField, SelectField } from '../../ui/form-fields';
import { FormMessage, useMessageFocus } from '../../ui/form-message';
import { TextField } from '../../ui/text-field';
import type { AccountDialogProps } from './account-dialogs';
import { GENDERS, genderLabel } from './profile-labels';
import { useNamespaceTranslation } from '../../lib/namespaces';

const formOf = (user: SessionUser) => ({
  firstName: user.firstName,
  lastName: user.lastName ?? '',
  phone: user.phone ?? '',
  gender: user.gender ?? '',
  dob: user.dob ?? '',
});

/**
 * Edit Profile, saved on the server: first and last name (required), phone, gender and date
 * of birth. A failure keeps the dialog open with everything typed.
 */
export default function EditProfileDialog({
  user,
  ...dialog
}: AccountDialogProps & { user: SessionUser }) {
  const { t } = useNamespaceTranslation('accounts');
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileForm),
    values: formOf(user),
    shouldFocusError: false,
  });
  const { message: messageRef, focusMessage } = useMessageFocus();
  const save = useMutation({
    mutationFn: (profile: ProfileUpdate) => updateProfile(browserApi, profile),
    onSuccess: (saved) => {
      saveUser(saved);
      queryClient.setQueryData(['profile', saved.id], saved);
      toast.success(t('account.edit.saved'));
      dialog.onOpenChange(false);
    },
    onError: (error) => {
      const phoneTaken = error instanceof ApiError && error.httpStatus === 409;
      toast.error(phoneTaken ? t('account.edit.phoneTaken') : t('account.edit.failed'));
    },
  });
  const message = formError(errors, t);
  const errorId = `${id}-error`;
  const field = (name: keyof typeof errors) => ({
    invalid: Boolean(errors[name]),
    describedBy: errors[name] ? errorId : undefined,
  });
  const today = new Date().toISOString().slice(0, 10);

  return (
    <CenteredDialog
      {...dialog}
      onOpenChange={(open) => {
        if (!open) reset(formOf(user));
        dialog.onOpenChange(open);
      }}
      title={t('account.edit.title')}
      description={t('account.edit.description')}
      testId="edit-profile-dialog"
      className="max-w-md overflow-y-auto"
    >
      <form
        onSubmit={handleSubmit((profile) => save.mutate(profile), focusMessage)}
        noValidate
        className="flex flex-col gap-3 p-4"
      >
        <FormMessage ref={messageRef} id={errorId} error={message} testId="edit-profile-message" />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('account.edit.firstName')}
            autoComplete="given-name"
            dir="auto"
            required
            data-testid="edit-first-name"
            {...field('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('account.edit.lastName')}
            autoComplete="family-name"
            dir="auto"
            required
            data-testid="edit-last-name"
            {...field('lastName')}
            {...register('lastName')}
          />
        </div>
        <PhoneField
          label={t('account.edit.phone')}
          data-testid="edit-phone"
          {...field('phone')}
          {...register('phone')}
        />
        <SelectField
          label={t('account.edit.gender')}
          data-testid="edit-gender"
          {...register('gender')}
        >
          <option value="">{t('account.edit.genderNotSaid')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {genderLabel(gender, t)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('account.edit.dob')}
          type="date"
          max={today}
          data-testid="edit-dob"
          {...field('dob')}
          {...register('dob')}
        />
        <DialogActions
          cancel={t('account.cancel')}
          submit={{ idle: t('account.edit.save'), pending: t('account.edit.saving') }}
          pending={save.isPending}
          submitTestId="edit-save"
        />
      </form>
    </CenteredDialog>
  );
}
