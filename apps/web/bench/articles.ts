/** The seeded articles a bench visits, found through the public API. */

interface Envelope<T> {
  result: T;
}

/** Every English article's page, newest first: at its own address where the API names one. */
export async function articlePaths(baseUrl: string): Promise<string[]> {
  const get = async <T>(path: string) =>
    ((await (await fetch(`${baseUrl}/api${path}`)).json()) as Envelope<T>).result;
  const languages = await get<{ id: string; language_code: string }[]>('/news/languages');
  const english = languages.find((l) => l.language_code === 'en')!;
  const news = await get<{ items: { id: string; path?: string }[] }>(
    `/news/filter-advanced?language_id=${english.id}&limit=100`,
  );
  return news.items.map((item) => item.path ?? `/news/${item.id}`);
}

export const firstArticlePath = async (baseUrl: string) => (await articlePaths(baseUrl))[0]!;
