import { describe, expect, it } from 'vitest';
import { avatarInitial, commentAuthor } from './comment-author';

describe('comment display name (docs/product/engagement.md, "Comments")', () => {
  it("takes the comment's own name field first", () => {
    expect(commentAuthor({ userName: 'Sravani Reddy', user: { name: 'Other' } })).toEqual({
      name: 'Sravani Reddy',
      initial: 'S',
    });
    expect(commentAuthor({ author_name: '  ravi   kumar ' }).name).toBe('ravi kumar');
  });

  it('searches nested user, author, profile and person objects', () => {
    expect(commentAuthor({ user: { displayName: 'Anil' } }).name).toBe('Anil');
    expect(commentAuthor({ author: { name: 'ఆదిత్య' } }).name).toBe('ఆదిత్య');
    expect(commentAuthor({ profile: { fullName: 'Meera Iyer' } }).name).toBe('Meera Iyer');
    expect(commentAuthor({ person: { username: 'zoya_k' } }).name).toBe('zoya_k');
    // The objects are searched in that order.
    expect(commentAuthor({ person: { name: 'Last' }, user: { name: 'First' } }).name).toBe('First');
  });

  it('builds the name from first and last name when both exist', () => {
    expect(commentAuthor({ firstName: 'Ravi', lastName: 'Kumar' }).name).toBe('Ravi Kumar');
    expect(commentAuthor({ user: { first_name: 'Priya', last_name: 'Nair' } }).name).toBe(
      'Priya Nair',
    );
  });

  it('falls back to another name-like field of letters and spaces only', () => {
    expect(commentAuthor({ user: { nickname: 'Chinnu' } }).name).toBe('Chinnu');
    expect(commentAuthor({ firstName: 'Ravi' }).name).toBe('Ravi');
    // Not a name: digits, a single letter, or a field that is not named like a name.
    expect(commentAuthor({ user: { nickname: 'user123' } }).name).toBeNull();
    expect(commentAuthor({ user: { nickname: 'R' } }).name).toBeNull();
    expect(commentAuthor({ content: 'Nice article', status: 'active' }).name).toBeNull();
  });

  it("is anonymous with the initial 'A' when nothing names the writer", () => {
    expect(commentAuthor({ content: 'Hello' })).toEqual({ name: null, initial: 'A' });
    expect(commentAuthor({ userName: '   ', user: null })).toEqual({ name: null, initial: 'A' });
    expect(commentAuthor(null)).toEqual({ name: null, initial: 'A' });
    // The interface's own word for anonymous gives its own initial.
    expect(commentAuthor({}, 'అజ్ఞాత పాఠకుడు').initial).toBe('అ');
  });
});

describe('avatar initial', () => {
  it('is the first letter, upper-cased, a whole syllable in Indic scripts', () => {
    expect(avatarInitial('ravi')).toBe('R');
    expect(avatarInitial('శ్రీనివాస్')).toBe('శ్రీ');
    expect(avatarInitial('क्षितिज')).toBe('क्षि');
    expect(avatarInitial('محمد')).toBe('م');
  });
});
