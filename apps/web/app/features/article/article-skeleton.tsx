import { useTranslation } from 'react-i18next';

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-raised ${className}`} />;
}

/** The article page's shape while the next article loads (client-side navigation). */
export function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5" data-testid="article-skeleton">
      <p role="status" className="sr-only">
        {t('article.loading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-5">
        <Bar className="h-9 w-11/12" />
        <Bar className="h-9 w-2/3" />
        <Bar className="h-16 w-full" />
        <div className="flex gap-3">
          <Bar className="h-5 w-28" />
          <Bar className="h-5 w-20" />
          <Bar className="h-5 w-36" />
        </div>
        <Bar className="h-5 w-full" />
        <Bar className="h-5 w-full" />
        <Bar className="h-5 w-4/5" />
        <Bar className="aspect-video w-full" />
        <Bar className="h-5 w-full" />
        <Bar className="h-5 w-11/12" />
        <Bar className="h-5 w-3/4" />
      </div>
    </div>
  );
}
