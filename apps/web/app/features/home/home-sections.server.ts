import type { RouterContextProvider } from 'react-router';
import { apiContext, epaperRequiresLoginContext, readsContext } from '../../lib/context';
import { editionContext } from '../../lib/edition.server';
import { htmlOnlyDataContext, isDocumentRequest } from '../../lib/html-only-data';
import { keepSectionsInHtml } from './kept-sections';
import { loadHomeNews } from './section-news';

/**
 * Every home section of the edition's language, fetched on the server so the first HTML has them.
 * A page load hydrates the sections' cards as plain HTML, so their data stays out of it.
 */
export async function homeSections(request: Request, context: Readonly<RouterContextProvider>) {
  const edition = context.get(editionContext);
  const language = await edition.language();
  const news = language
    ? await loadHomeNews(
        context.get(readsContext),
        context.get(apiContext),
        language,
        edition.categories,
      )
    : null;
  return {
    news:
      news && isDocumentRequest(request)
        ? keepSectionsInHtml(news, context.get(htmlOnlyDataContext))
        : news,
    epaperRequiresLogin: context.get(epaperRequiresLoginContext),
  };
}
