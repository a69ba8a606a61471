/**
 * docs/decisions/0022: a comment with a link or a blocked word is held for a moderator (pending)
 * and shown only to its author; every other comment is published at once.
 */
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|in|net|org|io|co|xyz|info|biz|ly|me)\b)/i;

/** Slurs and spam words in the languages we publish in; matched as whole words, any case. */
const BLOCKED_WORDS = [
  'idiot',
  'bastard',
  'bitch',
  'fuck',
  'fucking',
  'shit',
  'casino',
  'viagra',
  'betting',
  'कमीना',
  'हरामी',
  'बदतमीज़',
  'వెధవ',
  'లంజ',
  'حرامی',
  'کمینہ',
  'பொறுக்கி',
  'ಬೋಳಿಮಗ',
  'ಹಲ್ಕಾ',
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s\p{P}]+/u)
    .filter(Boolean);

export function needsModeration(content: string): boolean {
  if (LINK.test(content)) return true;
  const blocked = new Set(BLOCKED_WORDS);
  return words(content).some((word) => blocked.has(word));
}
