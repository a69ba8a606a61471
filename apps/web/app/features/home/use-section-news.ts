import { useCallback, useEffect, useRef, useState } from 'react';
import type { SectionType } from '@vaarta/core/keywords';
import { browserApi, browserReads } from '../../api/browser';
import { fetchCategories } from '../../api/categories';
import type { NewsCardItem } from '../../api/news-cards';
import type { Language } from '../../api/places';
import { useEdition } from '../../lib/edition-context';
import { findSectionCategories, loadSection, type SectionResult } from './section-news';

/**
 * docs/product/reading.md, "Home sections": a section waits for a language, then goes loading, then
 * loaded (maybe empty) or error.
 */
export type SectionStatus =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'loaded'; items: NewsCardItem[] }
  /**
   * Loaded, and its cards are the page's server HTML, kept as they are (kept-sections.ts);
   * `render` loads them for the browser to render, the HTML staying until they arrive.
   */
  | { status: 'kept'; count: number; render(): void }
  | { status: 'error' };

interface Held {
  languageId: string | null;
  result: SectionResult | null;
}

/**
 * A home section's news: what the server rendered, then, in the browser, a fresh load whenever
 * the reader's content language changes (the page is not reloaded for it) and on Try Again.
 */
export function useSectionNews(
  type: SectionType,
  rendered: { languageId: string; result: SectionResult } | null,
): SectionStatus & { retry(): void } {
  const { edition } = useEdition();
  const language = edition.language;
  const [held, setHeld] = useState<Held>(() => ({
    languageId: rendered?.languageId ?? null,
    result: rendered?.result ?? null,
  }));
  const latest = useRef(0);
  /** The language a load is under way for, so a re-render does not ask twice. */
  const requested = useRef<string | null>(null);

  // A navigation brought new server data: start again from it.
  const [lastRendered, setLastRendered] = useState(rendered);
  if (rendered !== lastRendered) {
    setLastRendered(rendered);
    setHeld({ languageId: rendered?.languageId ?? null, result: rendered?.result ?? null });
  }

  const knownIds = held.result?.categoryIds ?? null;
  const fetchFor = useCallback(
    async (wanted: Language, categoryIds: string[] | null) => {
      const request = ++latest.current;
      requested.current = wanted.id;
      const result = await loadSection(browserReads, type, wanted.id, async () => {
        if (categoryIds) return categoryIds;
        const categories = () => fetchCategories(browserReads, wanted.id);
        return (await findSectionCategories(browserApi, wanted, categories))[type];
      });
      if (request !== latest.current) return;
      requested.current = null;
      setHeld({ languageId: wanted.id, result });
    },
    [type],
  );

  // A new content language: load again (until then the section shows it is loading).
  const stale = Boolean(language && held.languageId !== language.id);
  useEffect(() => {
    if (stale && language && requested.current !== language.id) {
      void fetchFor(language, knownIds);
    }
  }, [stale, language, knownIds, fetchFor]);

  const retry = () => {
    if (!language) return;
    setHeld({ languageId: language.id, result: null });
    void fetchFor(language, knownIds);
  };
  if (!language) return { status: 'waiting', retry };
  if (stale || !held.result) return { status: 'loading', retry };
  if ('error' in held.result) return { status: 'error', retry };
  if ('keptInHtml' in held.result) {
    const render = () => void fetchFor(language, knownIds);
    return { status: 'kept', count: held.result.count, render, retry };
  }
  return { status: 'loaded', items: held.result.items, retry };
}
