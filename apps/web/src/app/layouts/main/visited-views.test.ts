import { describe, expect, it } from 'vitest';
import type { VisitedView } from '../../../lib/ui-store';
import { closeViews, isTabbed, withView } from './visited-views';

const view = (path: string): VisitedView => ({ path, search: '', title: path });
const home = view('/intro');
const tabs = [home, view('/payment'), view('/notice'), view('/mypage/changePassword')];
const paths = (views: VisitedView[]) => views.map((open) => open.path);

describe('visited-view tabs', () => {
  it('gives main pages a tab, home always first, and none to hidden pages', () => {
    expect(paths(withView([], view('/payment')))).toEqual(['/intro', '/payment']);
    expect(paths(withView([home], view('/intro')))).toEqual(['/intro']);
    expect(isTabbed('/payment')).toBe(true);
    expect(isTabbed('/redirect')).toBe(false);
    expect(isTabbed('/login')).toBe(false);
  });

  it('keeps one tab per page and remembers its latest query', () => {
    const updated = withView(tabs, { path: '/notice', search: '?page=3', title: '공지사항' });
    expect(paths(updated)).toEqual(paths(tabs));
    expect(updated[2]?.search).toBe('?page=3');
  });

  it('never closes home', () => {
    expect(closeViews(tabs, 'close', '/intro', '/intro')).toEqual({ views: tabs, navigateTo: null });
  });

  it('closes a background tab without moving', () => {
    const result = closeViews(tabs, 'close', '/notice', '/payment');
    expect(paths(result.views)).toEqual(['/intro', '/payment', '/mypage/changePassword']);
    expect(result.navigateTo).toBeNull();
  });

  it('moves to the right neighbour when the active tab closes, else to the left one', () => {
    expect(closeViews(tabs, 'close', '/notice', '/notice').navigateTo).toBe('/mypage/changePassword');
    expect(closeViews(tabs, 'close', '/mypage/changePassword', '/mypage/changePassword').navigateTo).toBe(
      '/notice',
    );
  });

  it('closes the others but keeps home and the chosen tab', () => {
    const result = closeViews(tabs, 'closeOthers', '/notice', '/payment');
    expect(paths(result.views)).toEqual(['/intro', '/notice']);
    expect(result.navigateTo).toBe('/notice');
  });

  it('closes all closable tabs and lands on home', () => {
    const result = closeViews(tabs, 'closeAll', '/payment', '/payment');
    expect(paths(result.views)).toEqual(['/intro']);
    expect(result.navigateTo).toBe('/intro');
  });
});
