/**
 * Text put into a sentence of another direction (the server's English words in an Urdu line)
 * kept whole by Unicode's first-strong isolate, as `<bdi>` does for an element.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
