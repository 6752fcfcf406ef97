import type { EventItem, EventList } from '@partner-portal/contract/content-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { EventListPage } from './event-list-page';

afterEach(() => vi.unstubAllGlobals());

const event = (no: number): EventItem => ({
  event_no: no,
  title: `이벤트 ${no}`,
  image_url: `/uploads/content/events/${no}.webp`,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
  in_service: 1,
});

describe('event list', () => {
  it('loads the first row’s images with the page (the first one first) and the rest as they scroll in', async () => {
    signIn();
    const list: EventList = { total_count: 5, list: [1, 2, 3, 4, 5].map(event) };
    mockFetch(() => jsonResponse({ return_code: 0, return_message: 'OK', data: list }));
    const router = createMemoryRouter([{ path: PATHS.event, element: <EventListPage /> }], {
      initialEntries: [PATHS.event],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await screen.findByText('이벤트 5', {}, { timeout: 8000 });
    const images = [...document.querySelectorAll('.event-card__image img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });
});
