import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen';

const Orders = () => <h1>결제 내역</h1>;

describe('lazyScreen', () => {
  it('starts a screen’s data from the address it will show while its code loads', async () => {
    const prefetch = vi.fn();
    const load = vi.fn(async () => ({ component: Orders, prefetch }));
    const routes = [{ path: '/paymentHistory/list', element: createElement(lazyScreen(load)) }];

    preloadScreens(routes, '/paymentHistory/list', '?page=2&status=paid');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce());
    expect(String(prefetch.mock.calls[0]![0])).toBe('page=2&status=paid');

    // The screen renders from the same load: the chunk is asked for once.
    render(<Suspense>{routes[0]!.element}</Suspense>);
    expect(await screen.findByRole('heading', { name: '결제 내역' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders a screen that names no data, preloaded with an address or not', async () => {
    const Lazy = lazyScreen(async () => Orders);
    Lazy.preload(new URLSearchParams('page=2'));
    render(
      <Suspense>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: '결제 내역' })).toBeInTheDocument();
  });
});
