import type { StaffContentRow } from '@partner-portal/contract/content-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { ContentEditor } from './content-editor';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const draft: StaffContentRow = {
  id: 5,
  kind: 'notices',
  title: '설 연휴 고객센터 운영 안내',
  publish_at: null,
  unpublished: false,
  live: false,
  updated_at: '2026-11-04T01:00:00Z',
  fields: {
    title: '설 연휴 고객센터 운영 안내',
    body: '<h2>운영 시간</h2><p>연휴 동안 <strong>10시~16시</strong>에 운영합니다.</p><img src="/uploads/content/a.webp" onerror="alert(1)">',
    pinned: false,
    attachments: [],
  },
};

const EDITOR_LOAD = { timeout: 15_000 };

function renderEditor(row: StaffContentRow | null, onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContentEditor kind="notices" row={row} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('staff console: notice editor', () => {
  it('loads the stored body into the rich-text editor and previews it as the partner will see it', async () => {
    startStaffSession('staff-token', 3600);
    mockFetch(() => ok(null));
    renderEditor(draft);
    // The editor is a lazy chunk: on a busy machine it has taken over the default 5 s to arrive.
    const editor = await screen.findByRole('textbox', { name: '본문' }, EDITOR_LOAD);
    expect(within(editor).getByRole('heading', { level: 2, name: '운영 시간' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: '본문 서식' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이미지 넣기' })).toBeInTheDocument();

    const preview = screen.getByRole('region', { name: '파트너 화면 미리보기' });
    expect(await within(preview).findByRole('heading', { level: 2, name: '운영 시간' })).toBeInTheDocument();
    expect(within(preview).getByText('10시~16시').tagName).toBe('STRONG');
    // The portal's sanitizer ran: the handler is gone, the image stays.
    expect(preview.querySelector('img')).toHaveAttribute('src', '/uploads/content/a.webp');
    expect(preview.innerHTML).not.toContain('onerror');

    await userEvent.setup().click(screen.getByRole('switch', { name: '상단 고정' }));
    expect(await within(preview).findByText('공지')).toBeInTheDocument();
  });

  it('publishes now: saves the title, pin and body with the publishing time, and says so', async () => {
    startStaffSession('staff-token', 3600);
    const calls = mockFetch(() => ok({ ...draft, live: true, publish_at: '2026-11-04T01:00:00Z' }));
    const onSaved = renderEditor(draft);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: '본문' }, EDITOR_LOAD);
    const title = screen.getByRole('textbox', { name: '제목' });
    await user.clear(title);
    await user.type(title, '설 연휴 운영 안내');
    await user.click(screen.getByRole('radio', { name: '지금 게시' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toMatch(/\/staff-api\/content\/notices\/5$/);
    expect(put.body).toMatchObject({
      title: '설 연휴 운영 안내',
      pinned: false,
      body: expect.stringContaining('<h2>운영 시간</h2>'),
      publish_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('공지사항 ‘설 연휴 운영 안내’: 게시했습니다.'));
  });

  it('marks a notice important: the checkbox is saved with the notice', async () => {
    startStaffSession('staff-token', 3600);
    const calls = mockFetch(() => ok({ ...draft, live: true, publish_at: '2026-11-04T01:00:00Z' }));
    renderEditor(draft);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: '본문' }, EDITOR_LOAD);
    const important = screen.getByRole('checkbox', { name: '중요 공지 (파트너에게 알림 발송)' });
    expect(important).not.toBeChecked();
    await user.click(important);
    await user.click(screen.getByRole('radio', { name: '지금 게시' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      important: true,
      pinned: false,
    });
  });

  it('shows a stored important notice ticked', async () => {
    startStaffSession('staff-token', 3600);
    mockFetch(() => ok(null));
    renderEditor({ ...draft, fields: { ...draft.fields, important: true } });
    expect(
      await screen.findByRole('checkbox', { name: '중요 공지 (파트너에게 알림 발송)' }, EDITOR_LOAD),
    ).toBeChecked();
  });

  it('refuses to save a notice without a title', async () => {
    startStaffSession('staff-token', 3600);
    const calls = mockFetch(() => ok(null));
    renderEditor(null);
    await userEvent.setup().click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
