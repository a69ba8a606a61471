/**
 * A page of this site or a file it uses (a picture, a font), fetched as the browser would, to be
 * kept on the device for reading offline.
 */
export async function fetchPageFile(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}
