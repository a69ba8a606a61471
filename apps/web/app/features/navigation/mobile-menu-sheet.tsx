import { ChevronRight, LogIn, LogOut, Store, UserPlus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { browserReads } from '../../api/browser';
import type { Category } from '../../api/categories';
import { fetchCategoryNews } from '../../api/news';
import { useAuthLink } from '../../lib/auth-links';
import { longEditionLabel, stepsDone } from '../../lib/edition';
import { useEdition } from '../../lib/edition-context';
import { useLogout } from '../../lib/logout';
import { useSession } from '../../lib/session';
import { DialogHeader } from '../../ui/dialog-header';

/**
 * docs/product/reading.md, "Mobile menu": the 3-step progress with 'click to change selection',
 * Login and Sign Up (or the signed-in reader with Logout), and the category list (a category opens
 * its newest news item).
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { edition, categories, setWizardOpen } = useEdition();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const done = stepsDone(edition);
  const percent = [0, 33, 66, 100][done] ?? 0;

  async function openCategory(category: Category) {
    setNotice(null);
    try {
      const [first] = await fetchCategoryNews(browserReads, category.id, edition, 1);
      if (!first) {
        setNotice(t('categories.noNewsForCategory', { category: category.name }));
        return;
      }
      onOpenChange(false);
      void navigate(first.path);
    } catch {
      setNotice(t('categories.errorLoading'));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="mobile-menu"
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-surface text-ink shadow-2xl"
        >
          <DialogHeader
            title={t('menu.title')}
            description={t('menu.yourEdition')}
            hideDescription
          />
          <section className="border-b border-line p-4" aria-labelledby="menu-edition">
            <h2 id="menu-edition" className="mb-2 font-semibold">
              {t('menu.yourEdition')}
            </h2>
            <ol className="mb-2 flex gap-1" aria-hidden="true">
              {[1, 2, 3].map((n) => (
                <li
                  key={n}
                  className={`h-2 flex-1 rounded-full ${n <= done ? 'bg-brand' : 'bg-raised'}`}
                />
              ))}
            </ol>
            <p className="text-sm" data-testid="menu-progress">
              {t('location.progress', { percent })}
            </p>
            {longEditionLabel(edition) ? (
              <p className="mt-1 text-sm text-muted">{longEditionLabel(edition)}</p>
            ) : null}
            <button
              type="button"
              data-testid="menu-change-selection"
              onClick={() => {
                onOpenChange(false);
                setWizardOpen(true);
              }}
              className="mt-2 text-sm font-semibold text-accent underline"
            >
              {t('location.clickToChange')}
            </button>
          </section>
          <MenuAccount onDone={() => onOpenChange(false)} />
          <Link
            to="/mandi"
            onClick={() => onOpenChange(false)}
            className="flex items-center gap-2 border-b border-line px-6 py-3 font-semibold hover:bg-raised"
          >
            <Store aria-hidden="true" className="size-4" />
            {t('mandi.menuLabel')}
          </Link>
          <nav aria-labelledby="menu-categories" className="p-4">
            <h2 id="menu-categories" className="mb-2 font-semibold">
              {t('menu.categories')}
            </h2>
            {notice ? (
              <p role="status" className="mb-2 text-sm text-brand">
                {notice}
              </p>
            ) : null}
            <ul className="flex flex-col" data-testid="menu-categories">
              {categories.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    onClick={() => void openCategory(category)}
                    className="flex w-full items-center justify-between rounded-md px-2 py-3 text-start hover:bg-raised"
                  >
                    {category.name}
                    <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Login and Sign Up for a visitor; the signed-in reader's name and Logout otherwise. */
function MenuAccount({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const loginLink = useAuthLink('login');
  const signupLink = useAuthLink('signup');
  if (session) {
    const user = session.user;
    return (
      <section
        className="flex items-center justify-between gap-3 border-b border-line p-4"
        aria-label={t('menu.signedInAs')}
        data-testid="menu-account"
      >
        <div className="min-w-0">
          <p className="text-sm text-muted">{t('menu.signedInAs')}</p>
          <bdi className="block truncate font-semibold">
            {[user?.firstName, user?.lastName].filter(Boolean).join(' ')}
          </bdi>
          {user?.email ? (
            <bdi dir="ltr" className="block truncate text-sm text-muted">
              {user.email}
            </bdi>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => {
            onDone();
            void logout();
          }}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-line px-3 py-2 font-semibold"
          data-testid="menu-logout"
        >
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('menu.logout')}
        </button>
      </section>
    );
  }
  return (
    <div className="flex gap-2 border-b border-line p-4">
      <Link
        to={loginLink}
        preventScrollReset
        onClick={onDone}
        data-testid="menu-login"
        className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-md bg-brand px-3 py-2 font-semibold text-on-brand"
      >
        <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('common.login')}
      </Link>
      <Link
        to={signupLink}
        preventScrollReset
        onClick={onDone}
        data-testid="menu-signup"
        className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-md border border-line px-3 py-2 font-semibold"
      >
        <UserPlus aria-hidden="true" className="size-4" />
        {t('common.signUp')}
      </Link>
    </div>
  );
}
