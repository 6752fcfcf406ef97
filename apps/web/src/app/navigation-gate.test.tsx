import { MESSAGES } from '@partner-portal/contract/messages';
import { PARTNER_MENU } from '@partner-portal/contract/menu';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ComponentType } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readMemberSession } from '../lib/session/session-store';
import { showToast } from '../lib/toast';
import { signIn } from '../test/http';
import { lazyScreen } from './lazy-screen';
import { NavigationGate } from './navigation-gate';
import { preloadPage } from './screen-preload';

/** Stands in for a menu link the partner clicks. */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button onClick={() => navigate(path)}>open {path}</button>
      <output aria-label="address">{pathname}</output>
    </>
  );
}

function restrictMenu() {
  const session = readMemberSession()!;
  const menuList = session.menuList.filter((group) => group.menu_nm !== '결제');
  localStorage.setItem('memberSession', JSON.stringify({ ...session, menuList }));
}

describe('navigation gate', () => {
  it('blocks a page outside the menu with the permission toast and stays where it was', async () => {
    signIn();
    restrictMenu();
    expect(readMemberSession()!.menuList.length).toBe(PARTNER_MENU.length - 1);
    render(
      <MemoryRouter initialEntries={['/404']}>
        <NavigationGate />
        <GoTo path="/payment" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'open /payment' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', MESSAGES.permissionDenied, expect.anything()),
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/404'));
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });

  it('leaves a page that arrived rendered for home when the guard refuses it', async () => {
    const screens = [
      { path: '/intro', element: <h1>홈</h1> },
      { path: '/payment', element: <h1>결제</h1> },
    ];
    const refuse = vi.fn(async (pathname: string) =>
      pathname === '/payment' ? ({ type: 'deny' } as const) : ({ type: 'allow' } as const),
    );
    render(
      <MemoryRouter initialEntries={['/payment']}>
        <NavigationGate routes={screens} resolve={refuse} startApproved />
        <GoTo path="/payment" />
      </MemoryRouter>,
    );
    // Shown at once, as hydration needs; then the guard's refusal takes the partner home.
    expect(screen.getByRole('heading', { name: '결제' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/intro'));
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('error', MESSAGES.permissionDenied, expect.anything());
  });

  it('sends a visitor from a member page to the login page with the way back', async () => {
    render(
      <MemoryRouter initialEntries={['/404']}>
        <NavigationGate />
        <GoTo path="/paymentHistory/list" />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' });
    await userEvent.click(screen.getByRole('button', { name: 'open /paymentHistory/list' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/login'));
    expect(await screen.findByRole('heading', { name: '파트너 로그인' })).toBeInTheDocument();
    // The title is set by an effect that runs after the transition's commit.
    await waitFor(() => expect(document.title).toBe('로그인'));
  });

  it("signed in, asks for the layout's and the page's chunks while the guard is still deciding", async () => {
    signIn();
    const loadLayout = vi.fn(() => new Promise<ComponentType>(() => {}));
    const loadPage = vi.fn(() => new Promise<ComponentType>(() => {}));
    const routes = [
      {
        element: createElement(lazyScreen(loadLayout)),
        children: [{ path: '/notice', element: createElement(lazyScreen(loadPage)) }],
      },
    ];
    render(
      <MemoryRouter initialEntries={['/notice']}>
        <NavigationGate routes={routes} resolve={() => new Promise(() => {})} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(loadPage).toHaveBeenCalledOnce());
    expect(loadLayout).toHaveBeenCalledOnce();
  });

  it('signed out, loads no screen before the guard allows it', async () => {
    const loadPage = vi.fn(() => new Promise<ComponentType>(() => {}));
    render(
      <MemoryRouter initialEntries={['/notice']}>
        <NavigationGate
          routes={[{ path: '/notice', element: createElement(lazyScreen(loadPage)) }]}
          resolve={() => new Promise(() => {})}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('lets a menu ask for a page’s chunk before it navigates there', async () => {
    signIn();
    const loadPage = vi.fn(() => new Promise<ComponentType>(() => {}));
    render(
      <MemoryRouter initialEntries={['/intro']}>
        <NavigationGate
          routes={[
            { path: '/intro', element: <h1>홈</h1> },
            { path: '/notice', element: createElement(lazyScreen(loadPage)) },
          ]}
          resolve={async () => ({ type: 'allow' }) as const}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
    preloadPage('/notice');
    expect(loadPage).toHaveBeenCalledOnce();
  });

  it('asks a prefetching page for its data with its chunk, before the guard has decided', async () => {
    signIn();
    const prefetch = vi.fn();
    const Page = Object.assign(() => <h1>공지</h1>, { prefetch });
    render(
      <MemoryRouter initialEntries={['/notice?page=2']}>
        <NavigationGate
          routes={[{ path: '/notice', element: createElement(lazyScreen(async () => Page)) }]}
          resolve={() => new Promise(() => {})}
        />
      </MemoryRouter>,
    );
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith('?page=2'));
    expect(screen.queryByRole('heading', { name: '공지' })).not.toBeInTheDocument();
  });
});
