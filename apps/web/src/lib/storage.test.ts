import { beforeEach, describe, expect, it } from 'vitest';
import { readStorageJson, writeStorage } from './storage';

describe('readStorageJson', () => {
  beforeEach(() => localStorage.clear());

  it('answers the same object while the stored text is the same, a new one once it changes', () => {
    writeStorage('local', 'memberSession', JSON.stringify({ menuList: [{ menu_no: 1 }] }));
    const first = readStorageJson('local', 'memberSession');
    expect(readStorageJson('local', 'memberSession')).toBe(first);

    writeStorage('local', 'memberSession', JSON.stringify({ menuList: [{ menu_no: 2 }] }));
    expect(readStorageJson('local', 'memberSession')).toEqual({ menuList: [{ menu_no: 2 }] });
    // Another tab writing the same key is seen as well.
    localStorage.setItem('memberSession', '{"menuList":[]}');
    expect(readStorageJson('local', 'memberSession')).toEqual({ menuList: [] });
  });

  it('reads text that is not JSON, and nothing stored, as null', () => {
    localStorage.setItem('displaySettings', '{broken');
    expect(readStorageJson('local', 'displaySettings')).toBeNull();
    expect(readStorageJson('session', 'displaySettings')).toBeNull();
  });
});
