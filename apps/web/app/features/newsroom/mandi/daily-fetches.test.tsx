import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@vaarta/core/constants';
import type { FetchRun, FetchRunList } from '../../../api/newsroom-mandi';
import { formatNumber } from '../../../lib/format';
import { i18nFor } from '../../../lib/i18n.server';
import { loadNamespace } from '../../../lib/namespaces';
import { DESK_QUERIES } from '../desk/query-keys';
import { DailyFetches } from './daily-fetches';

const run = (overrides: Partial<FetchRun>): FetchRun => ({
  id: '11111111-1111-4111-8111-111111111111',
  priceDate: '2026-11-27',
  // 06:30 and 06:42 in India.
  startedAt: '2026-11-27T01:00:00.000Z',
  finishedAt: '2026-11-27T01:12:00.000Z',
  records: 123456,
  imported: 100000,
  updated: 20000,
  unchanged: 3000,
  rejected: 456,
  failedPages: [],
  error: null,
  ...overrides,
});

/** The section as the desk renders it once the list `list` has arrived, text only. */
async function section(list: FetchRunList, language: LanguageCode = 'en'): Promise<string> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(DESK_QUERIES.fetches, list);
  const i18n = i18nFor(language);
  i18n.addResourceBundle(language, 'newsroom', await loadNamespace('newsroom', language));
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DailyFetches />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('the daily fetch on the mandi desk', async () => {
  it('says nothing is fetched without a key, and that no run has happened with one', async () => {
    expect(await section({ configured: false, items: [] })).toContain(
      'No API key for the open-data portal is configured (MANDI_API_KEY)',
    );
    const none = await section({ configured: true, items: [] });
    expect(none).toContain('The daily fetch has not run yet.');
    expect(none).not.toContain('MANDI_API_KEY');
  });

  it('shows a run’s day, India times and counts with Indian grouping', async () => {
    const shown = await section({ configured: true, items: [run({ failedPages: [200, 400] })] });
    expect(shown).toContain('27 Nov 2026');
    expect(shown).toMatch(/Started 27 Nov 2026, 6:30 am · finished 27 Nov 2026, 6:42 am/);
    expect(shown).toContain('Records 1,23,456');
    expect(shown).toContain('Imported 1,00,000');
    expect(shown).toContain('Rejected 456');
    expect(shown).toContain('Failed pages 2');
    expect(shown).not.toContain('Stopped with an error');
  });

  it('gives the error sentence of a run that stopped, and a run still going', async () => {
    const error = 'the API answered 403, check MANDI_API_KEY (Telangana)';
    const shown = await section({
      configured: true,
      items: [run({ finishedAt: null, error: null }), run({ id: crypto.randomUUID(), error })],
    });
    expect(shown).toContain('still running');
    expect(shown).toContain(`Stopped with an error: ${error}`);
  });

  it('speaks Telugu and Urdu, in their digits', async () => {
    const telugu = await section({ configured: true, items: [run({})] }, 'te');
    expect(telugu).toContain('ఓపెన్-డేటా పోర్టల్ నుంచి రోజువారీ దిగుమతి');
    expect(telugu).toContain('1,23,456');
    const urdu = await section({ configured: false, items: [run({})] }, 'ur');
    expect(urdu).toContain('اوپن ڈیٹا پورٹل سے روزانہ درآمد');
    expect(urdu).toContain('(MANDI_API_KEY) مقرر نہیں ہے');
    // In Urdu digits, grouped as every count of the desk is.
    expect(formatNumber(123_456, 'ur')).toMatch(/^[۰-۹٬]+$/);
    expect(urdu).toContain(`ریکارڈ ${formatNumber(123_456, 'ur')}`);
  });
});
