import { describe, expect, it } from 'vitest';
import { DESKS, deskAddress, desksFor, homeFor } from './desks';

describe('the desk registry', () => {
  it('lands each role on its home desk, operations first', () => {
    expect(homeFor(['operations'])).toBe('/staff/dashboard');
    expect(homeFor(['content'])).toBe('/staff/content/notices');
    expect(homeFor(['admin'])).toBe('/staff/accounts');
    expect(homeFor(['admin', 'content', 'operations'])).toBe('/staff/dashboard');
    expect(homeFor(['admin', 'content'])).toBe('/staff/content/notices');
  });

  it('shows each role the desks it opens, in the menu’s order', () => {
    expect(desksFor(['content']).map((desk) => desk.label)).toEqual([
      '콘텐츠 관리',
      '팝업 관리',
      '약관 관리',
    ]);
    expect(desksFor(['admin']).map(deskAddress)).toEqual([
      '/staff/notifications',
      '/staff/inspections',
      '/staff/popups',
      '/staff/terms',
      '/staff/accounts',
      '/staff/audit',
      '/staff/settings',
    ]);
  });

  it('gives every page one address', () => {
    const paths = DESKS.flatMap((desk) => desk.pages.map((page) => page.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
