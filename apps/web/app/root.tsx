import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';

import { parseAddress } from '@vaarta/core/addresses';
import { languageOfPath } from '@vaarta/core/discovery-paths';
import type { LanguageCode } from '@vaarta/core/constants';
import { detectInterfaceLanguage } from '@vaarta/i18n/detect';
import { directionOf } from '@vaarta/i18n/languages';
import type { Route } from './+types/root';
import { AccountControl } from './features/account/account-control';
import { useSessionStartup } from './features/account/use-session-startup';
import { ArticleSkeleton } from './features/article/article-skeleton';
import { AuthDialogHost } from './features/auth/auth-dialog-host';
import { LoginLink } from './features/auth/login-link';
import { LocationButton } from './features/location/location-button';
import { LocationWizardHost } from './features/location/location-wizard-host';
import { CategoryBar } from './features/navigation/category-bar';
import { MobileMenu } from './features/navigation/mobile-menu';
import { NewsletterForm } from './features/newsletter/newsletter-form';
import { DataSaverToggle } from './features/data-saver/data-saver-toggle';
import { Footer } from './features/shell/footer';
import { DiscoveryLinks } from './features/search/discovery-links';
import { HeaderSearch } from './features/search/search-box';
import { Header } from './features/shell/header';
import { LazyPrivacyText, LazyTermsText } from './features/static-pages/policy-texts';
import { ThemeToggle } from './features/theme/theme-toggle';
import { SECTION_SCROLL_DELAY_MS } from './lib/constants';
import readerCss from './reader-pages.css?url';
import { COOKIES, parseCookies, readBrowserCookie } from './lib/cookies';
import { EditionProvider } from './lib/edition-context';
import { addressContext, languageSwitchOf, publicPageOf } from './lib/address.server';
import { pushKeyContext, siteUrlContext, useNonce } from './lib/context';
import { editionContext, editionMiddleware } from './lib/edition.server';
import { requestLanguage } from './lib/i18n.server';
import {
  LANGUAGE_STORAGE_KEY,
  rememberInterfaceLanguage,
  switchInterfaceLanguage,
} from './lib/interface-language';
import { parseTheme } from './lib/theme';
import { AddressLinks } from './ui/address-links';
import { EarlyTapScript, useReplayEarlyTaps } from './ui/early-taps';
import { DataSaverScript } from './ui/data-saver-script';
import { ThemeScript } from './ui/theme-script';
import { PageScripts } from './ui/page-scripts';
import { Toaster } from './ui/toaster';

/** The reader's edition, resolved at most once per request for all the page's loaders. */
export const middleware: Route.MiddlewareFunction[] = [editionMiddleware];

/**
 * How long a shared cache (a CDN, nginx) may keep a public page, and serve it stale while it asks
 * again: a change shows within a minute (docs/decisions/0111). Browsers ask every time.
 */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const edition = context.get(editionContext);
  const found = context.get(addressContext);
  const resolved = await edition.resolve();
  const publicPage = found
    ? {
        ...publicPageOf(found, context.get(siteUrlContext), resolved.languages),
        switchTo: await languageSwitchOf(found, edition),
      }
    : null;
  // A public page is the same for everyone: no cookie is read (the theme is applied on the
  // device), and shared caches may keep it.
  const theme = publicPage
    ? null
    : parseTheme(parseCookies(request.headers.get('cookie'))[COOKIES.theme]);
  return data(
    {
      lang,
      dir: directionOf(lang),
      theme,
      ...resolved,
      pushKey: context.get(pushKeyContext),
      publicPage,
      now: new Date().toISOString(),
      year: new Date().getFullYear(),
    },
    {
      headers: publicPage
        ? { 'Cache-Control': PUBLIC_CACHE }
        : { 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const links: Route.LinksFunction = () => [
  // Linked, not inlined: a page without script paints as soon with it, and every later page and
  // the page cache carry 48 KB less (docs/decisions/0142-readers-stylesheet-linked.md).
  { rel: 'stylesheet', href: readerCss },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const lang = root?.lang ?? 'en';
  const publicPage = root?.publicPage;
  return (
    // A public page's saved theme is set on the device (ThemeScript), after the server's HTML.
    <html
      lang={lang}
      dir={root?.dir ?? 'ltr'}
      data-theme={root?.theme ?? undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <EarlyTapScript nonce={nonce} />
        <DataSaverScript nonce={nonce} />
        {publicPage ? <ThemeScript nonce={nonce} /> : null}
        {publicPage ? <AddressLinks page={publicPage} /> : null}
        <meta name="theme-color" content="#b71c1c" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#121212" media="(prefers-color-scheme: dark)" />
        <Meta />
        <DiscoveryLinks language={lang} />
        {/* No nonce on stylesheet links: style-src allows them, and a hidden nonce would differ at hydration. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col bg-page text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * docs/product/reading.md, "Interface languages and direction": a language saved in this browser
 * but not yet in a cookie still applies.
 */
function useStoredInterfaceLanguage() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const cookie = readBrowserCookie(COOKIES.language);
    // The language an address or a search page names is its interface language
    // (docs/decisions/0110): remembered.
    const named = languageOfPath(location.pathname);
    if (named) {
      if (cookie !== named) rememberInterfaceLanguage(named);
      return;
    }
    let local: string | null = null;
    let session: string | null = null;
    try {
      local = localStorage.getItem(LANGUAGE_STORAGE_KEY);
      session = sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // storage unavailable
    }
    const wanted = detectInterfaceLanguage({
      query: params.get('lng'),
      cookie,
      localStorage: local,
      sessionStorage: session,
      browser: navigator.languages,
      htmlTag: document.documentElement.lang,
    });
    if (wanted !== i18n.language) {
      void switchInterfaceLanguage(i18n, wanted).then(() => revalidator.revalidate());
    } else if (cookie !== wanted) {
      rememberInterfaceLanguage(wanted);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
}

/**
 * docs/product/reading.md, "Home sections", Anchors: on home with a #section, scroll to it after
 * about 0.8 s.
 */
function useSectionScroll() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (pathname !== '/' || !hash || hash === '#login' || hash === '#signup') return;
    const timer = setTimeout(() => {
      document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    }, SECTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
}

/** While the browser fetches another article, the page shows an article's shape. */
function useLoadingArticle(): boolean {
  const { pathname } = useLocation();
  const next = useNavigation().location;
  return Boolean(
    next && next.pathname !== pathname && parseAddress(next.pathname)?.kind === 'article',
  );
}

/**
 * A move to an address in another language (the wizard's Save) shows that language's interface,
 * as a page loaded there would (docs/decisions/0110).
 */
function useAddressLanguage(lang: LanguageCode, addressed: boolean) {
  const { i18n } = useTranslation();
  // Only a move between addresses: the wizard may show another language before its Save.
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    if (addressed && lang !== i18n.language) void switchInterfaceLanguage(i18n, lang);
  }, [lang, addressed, i18n]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useStoredInterfaceLanguage();
  useAddressLanguage(loaderData.lang, loaderData.publicPage !== null);
  useSectionScroll();
  useSessionStartup();
  useReplayEarlyTaps();
  const loadingArticle = useLoadingArticle();
  return (
    <EditionProvider
      edition={loaderData.edition}
      languages={loaderData.languages}
      categories={loaderData.categories}
      defaulted={loaderData.defaulted}
      addressed={loaderData.publicPage !== null}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header
        locationButton={<LocationButton />}
        search={<HeaderSearch />}
        themeToggle={<ThemeToggle />}
        account={
          <AccountControl
            loginLink={<LoginLink />}
            policies={{
              privacy: <LazyPrivacyText year={loaderData.year} />,
              terms: <LazyTermsText year={loaderData.year} />,
            }}
          />
        }
        menu={<MobileMenu />}
      >
        <CategoryBar />
      </Header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {loadingArticle ? <ArticleSkeleton /> : <Outlet />}
      </main>
      <Footer
        year={loaderData.year}
        newsletter={<NewsletterForm />}
        dataSaver={<DataSaverToggle />}
      />
      <LocationWizardHost />
      <AuthDialogHost />
      {/* The toasts of docs/product/engagement.md (likes, comments, reports, sharing): features call lib/toast. */}
      <Toaster
        position="bottom-center"
        dir={loaderData.dir}
        theme={loaderData.theme ?? 'system'}
        richColors
        closeButton
      />
    </EditionProvider>
  );
}

/**
 * Generic fallback page (docs/product/reading.md, "Not-found and error pages"): 'Something went
 * wrong' with a Refresh Page button.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen title={t('notFound.title')} text={t('notFound.text')} />;
  }
  return <ErrorScreen title={t('error.title')} text={t('error.text')} />;
}

function ErrorScreen({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <title>{t('meta.errorTitle')}</title>
      <meta name="description" content={t('meta.errorDescription')} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted">{text}</p>
      <button
        type="button"
        onClick={() => location.reload()}
        className="rounded-md bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-strong"
      >
        {t('error.refresh')}
      </button>
    </main>
  );
}
