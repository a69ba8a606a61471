/** Reader preferences that change the first paint travel in cookies (docs/decisions/0006). */
export const COOKIES = {
  language: 'vaarta_lang',
  theme: 'vaarta_theme',
  edition: 'vaarta_edition',
} as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (!name) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** `secure`: the site is served over https, so the cookie never travels over plain http. */
export function serializeCookie(name: string, value: string | null, secure = false): string {
  const base = `${name}=${value === null ? '' : encodeURIComponent(value)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null ? `${base}; Max-Age=0` : `${base}; Max-Age=${YEAR_SECONDS}`;
}

/** Sets (or with null, clears) a cookie from the browser. */
export function setBrowserCookie(name: string, value: string | null): void {
  document.cookie = serializeCookie(name, value, location.protocol === 'https:');
}

export function readBrowserCookie(name: string): string | undefined {
  return parseCookies(document.cookie)[name];
}
