import { useQuery } from '@tanstack/react-query';
import { LogOut, UserPen } from 'lucide-react';
import { useEffect } from 'react';
import { fetchProfile } from '../../api/accounts';
import { browserApi } from '../../api/browser';
import { formatDate } from '../../lib/format';
import { saveUser, type SessionUser } from '../../lib/session';
import { BUTTON } from '../../ui/buttons';
import { CenteredDialog } from '../../ui/centered-dialog';
import type { AccountDialogProps } from './account-dialogs';
import { genderLabel, roleLabel } from './profile-labels';
import { useNamespaceTranslation } from '../../lib/namespaces';

/**
 * View Profile: full name, e-mail, phone, gender, date of birth, status and role, with Edit
 * Profile and Logout. The stored profile shows at once; the server's copy replaces it.
 */
export default function ProfileDialog({
  user: stored,
  onEdit,
  onLogout,
  ...dialog
}: AccountDialogProps & { user: SessionUser; onEdit: () => void; onLogout: () => void }) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const profile = useQuery({
    queryKey: ['profile', stored.id],
    queryFn: () => fetchProfile(browserApi),
    enabled: dialog.open,
    staleTime: 0,
  });
  useEffect(() => {
    if (profile.data) saveUser(profile.data);
  }, [profile.data]);
  const user: SessionUser = profile.data ?? stored;
  const notGiven = <span className="text-muted">{t('account.profile.notGiven')}</span>;
  const rows = [
    {
      label: t('account.profile.fullName'),
      value: <bdi>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</bdi>,
      testId: 'profile-name',
    },
    {
      label: t('account.profile.email'),
      value: <bdi dir="ltr">{user.email}</bdi>,
      testId: 'profile-email',
    },
    {
      label: t('account.profile.phone'),
      value: user.phone ? <bdi dir="ltr">{user.phone}</bdi> : notGiven,
      testId: 'profile-phone',
    },
    {
      label: t('account.profile.gender'),
      value: user.gender ? genderLabel(user.gender, t) : notGiven,
      testId: 'profile-gender',
    },
    {
      label: t('account.profile.dob'),
      value: user.dob ? formatDate(user.dob, i18n.language) : notGiven,
      testId: 'profile-dob',
    },
    {
      label: t('account.profile.status'),
      value: user.status === 'active' ? t('account.profile.active') : t('account.profile.inactive'),
      testId: 'profile-status',
    },
    {
      label: t('account.profile.role'),
      value: user.role ? roleLabel(user.role, t) : notGiven,
      testId: 'profile-role',
    },
  ];
  return (
    <CenteredDialog
      {...dialog}
      title={t('account.profile.title')}
      description={t('account.profile.description')}
      testId="profile-dialog"
      className="max-w-md overflow-y-auto"
    >
      <div className="flex flex-col gap-4 p-4">
        {profile.isError ? (
          <p role="status" className="text-sm text-muted">
            {t('account.profile.loadFailed')}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
          {rows.map((row) => (
            <div key={row.testId} className="contents">
              <dt className="text-sm font-semibold text-muted">{row.label}</dt>
              <dd className="min-w-0 break-words" data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onLogout}
            className={BUTTON.secondary}
            data-testid="profile-logout"
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('account.menu.logout')}
          </button>
          <button
            type="button"
            onClick={onEdit}
            className={BUTTON.primary}
            data-testid="profile-edit"
          >
            <UserPen aria-hidden="true" className="size-4" />
            {t('account.menu.editProfile')}
          </button>
        </div>
      </div>
    </CenteredDialog>
  );
}
