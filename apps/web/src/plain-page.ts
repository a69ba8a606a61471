/**
 * The plain server-rendered page served at `/` until the React web app lands: the newest
 * headlines of the default edition, so a newcomer sees real content at once.
 */
export interface PlainHeadline {
  title: string;
  categoryName: string;
  districtName: string | null;
  publishedAt: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderPlainPage(headlines: PlainHeadline[]): string {
  const items = headlines
    .map((h) => {
      const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(
        new Date(h.publishedAt),
      );
      const where = h.districtName ? ` · ${escapeHtml(h.districtName)}` : '';
      return `<li><strong>${escapeHtml(h.title)}</strong><br><small>${escapeHtml(h.categoryName)}${where} · ${when}</small></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vaarta — regional news in your language</title>
<meta name="description" content="Local news from every Indian state and district in English, Telugu, Urdu, Hindi, Tamil and Kannada.">
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}h1{color:#b71c1c}li{margin:.75rem 0}small{color:#555}</style>
</head>
<body>
<h1>Vaarta</h1>
<p>Regional news in English, Telugu, Urdu, Hindi, Tamil and Kannada. The full reader app is on its way; the API is documented at <a href="/api/docs">/api/docs</a>.</p>
<h2>Latest headlines</h2>
<ul>
${items}
</ul>
</body>
</html>`;
}
