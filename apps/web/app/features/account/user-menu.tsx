import { QueryClientProvider } from '@tanstack/react-query';
import {
  FileText,
  Heart,
  LogOut,
  MessageSquare,
  Settings,
  Shield,
  UserPen,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useLogout } from '../../lib/logout';
import { queryClient } from '../../lib/query-client';
import type { SessionUser } from '../../lib/session';
import type { AccountDialogName, AccountDialogProps, PolicyTexts } from './account-dialogs';
import { UserButton } from './user-button';
import { useNamespaceTranslation } from '../../lib/namespaces';

const ProfileDialog = lazy(() => import('./profile-dialog'));
const EditProfileDialog = lazy(() => import('./edit-profile-dialog'));
const SettingsDialog = lazy(() => import('./settings-dialog'));
const PolicyDialog = lazy(() => import('./policy-dialog'));
const FeedbackDialog = lazy(() => import('./feedback-dialog'));
const InviteDialog = lazy(() => import('./invite-dialog'));

/**
 * The user menu (docs/product/accounts.md): My Account, View Profile, Edit Profile, Settings,
 * Privacy Policy, Terms and Conditions, Feedback, Invite Friends, Logout. Each dialog's code
 * loads when it is first opened; closing one hands the focus back to the menu button.
 */
export default function UserMenu({ user, policies }: { user: SessionUser; policies: PolicyTexts }) {
  const { t, i18n } = useNamespaceTranslation('accounts');
  const logout = useLogout();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<AccountDialogName | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<AccountDialogName>>(new Set());
  const show = (name: AccountDialogName) => {
    setOpened((was) => new Set(was).add(name));
    setOpen(name);
  };
  const dialog = (name: AccountDialogName): AccountDialogProps => ({
    open: open === name,
    onOpenChange: (isOpen) => setOpen(isOpen ? name : null),
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      trigger.current?.focus();
    },
  });
  const mount = (name: AccountDialogName, element: ReactNode) =>
    opened.has(name) ? <Suspense fallback={null}>{element}</Suspense> : null;

  return (
    <QueryClientProvider client={queryClient}>
      {/* Radix menus are left to right unless told: follow the interface language. */}
      <DropdownMenu.Root dir={i18n.dir()}>
        <DropdownMenu.Trigger asChild>
          <UserButton ref={trigger} user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            data-testid="user-menu"
            className="z-50 min-w-60 rounded-lg border border-line bg-surface p-1 text-ink shadow-xl"
          >
            <DropdownMenu.Label className="px-3 py-2">
              <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
                {t('account.menu.myAccount')}
              </span>
              <bdi className="block font-semibold" data-testid="user-menu-full-name">
                {[user.firstName, user.lastName].filter(Boolean).join(' ')}
              </bdi>
              {user.email ? (
                <bdi dir="ltr" className="block text-sm break-all text-muted">
                  {user.email}
                </bdi>
              ) : null}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <MenuItem icon={UserRound} onSelect={() => show('profile')} testId="menu-view-profile">
              {t('account.menu.viewProfile')}
            </MenuItem>
            <MenuItem icon={UserPen} onSelect={() => show('edit')} testId="menu-edit-profile">
              {t('account.menu.editProfile')}
            </MenuItem>
            <MenuItem icon={Settings} onSelect={() => show('settings')} testId="menu-settings">
              {t('account.menu.settings')}
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <MenuItem icon={Shield} onSelect={() => show('privacy')} testId="menu-privacy">
              {t('account.menu.privacy')}
            </MenuItem>
            <MenuItem icon={FileText} onSelect={() => show('terms')} testId="menu-terms">
              {t('account.menu.terms')}
            </MenuItem>
            <MenuItem icon={MessageSquare} onSelect={() => show('feedback')} testId="menu-feedback">
              {t('account.menu.feedback')}
            </MenuItem>
            <MenuItem icon={Heart} onSelect={() => show('invite')} testId="menu-invite">
              {t('account.menu.invite')}
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <MenuItem icon={LogOut} onSelect={() => void logout()} testId="menu-logout">
              {t('menu.logout')}
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {mount(
        'profile',
        <ProfileDialog
          {...dialog('profile')}
          user={user}
          onEdit={() => show('edit')}
          onLogout={() => void logout()}
        />,
      )}
      {mount('edit', <EditProfileDialog {...dialog('edit')} user={user} />)}
      {mount('settings', <SettingsDialog {...dialog('settings')} />)}
      {mount(
        'privacy',
        <PolicyDialog {...dialog('privacy')} title={t('privacy.title')} testId="privacy-dialog">
          {policies.privacy}
        </PolicyDialog>,
      )}
      {mount(
        'terms',
        <PolicyDialog {...dialog('terms')} title={t('terms.title')} testId="terms-dialog">
          {policies.terms}
        </PolicyDialog>,
      )}
      {mount('feedback', <FeedbackDialog {...dialog('feedback')} />)}
      {mount('invite', <InviteDialog {...dialog('invite')} />)}
    </QueryClientProvider>
  );
}

function MenuItem({
  icon: Icon,
  onSelect,
  testId,
  children,
}: {
  icon: LucideIcon;
  onSelect: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      data-testid={testId}
      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 outline-none select-none data-[highlighted]:bg-raised"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
      {children}
    </DropdownMenu.Item>
  );
}
