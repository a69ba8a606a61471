import { Suspense, type ReactNode } from 'react';
import { CenteredDialog } from '../../ui/centered-dialog';
import { Loading } from '../../ui/spinner';
import type { AccountDialogProps } from './account-dialogs';
import { useNamespaceTranslation } from '../../lib/namespaces';

/** The privacy policy or the terms in a dialog: the static page's own text, scrolling. */
export default function PolicyDialog({
  title,
  testId,
  children,
  ...dialog
}: AccountDialogProps & { title: string; testId: string; children: ReactNode }) {
  const { t } = useNamespaceTranslation('accounts');
  return (
    <CenteredDialog
      {...dialog}
      title={title}
      description={t('account.policyDescription')}
      testId={testId}
      className="max-w-2xl"
    >
      <div
        className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto p-4 leading-relaxed"
        data-testid={`${testId}-text`}
      >
        <Suspense fallback={<Loading label={t('common.loading')} />}>{children}</Suspense>
      </div>
    </CenteredDialog>
  );
}
