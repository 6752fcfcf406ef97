import type { CaseDetail } from '@partner-portal/contract/cases-api';
import { PATHS } from '@partner-portal/contract/routes';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { renderThroughGate } from '../../test/render-through-gate';
import { EditCasePage, NewCasePage } from './case-form-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const photo = (id: number, caption: string, cover = false) => ({
  photo_id: id,
  thumb_url: `/uploads/cases/1/${id}-thumb.webp`,
  medium_url: `/uploads/cases/1/${id}-medium.webp`,
  large_url: `/uploads/cases/1/${id}-large.webp`,
  width: 1200,
  height: 900,
  caption,
  is_cover: cover,
  pair_group: null,
  pair_role: null,
});

const STORED: CaseDetail = {
  case_id: 5,
  title: '성수동 빌라 욕실 리모델링',
  status: 'draft',
  housing_type: '빌라',
  scope: 'partial',
  area_m2: 59.5,
  cost_won: 12_000_000,
  duration_days: 12,
  completed_on: '2025-03-14',
  region: { sido: '서울특별시', sigungu: '성동구' },
  construction_types: ['욕실', '타일'],
  style_tags: ['모던'],
  description: '노후 욕실 전체 철거 후 방수와 타일, 도기 교체를 진행했습니다.',
  photos: [photo(11, '거실', true), photo(12, '주방'), photo(13, '욕실')],
  view_count: 0,
  updated_at: '2025-03-20T01:00:00.000Z',
  created_at: '2025-03-10T01:00:00.000Z',
  published_at: null,
};

function renderAt(path: string) {
  return renderThroughGate(
    [
      { path: PATHS.productNew, element: <NewCasePage /> },
      { path: PATHS.productEdit, element: <EditCasePage /> },
      {
        path: PATHS.productList,
        element: (
          <>
            <h1>목록 화면</h1>
            <Link to={PATHS.productNew}>새 사례</Link>
          </>
        ),
      },
      { path: PATHS.productDetail, element: <h1>상세 화면</h1> },
      { path: '/intro', element: <h1>홈 화면</h1> },
    ],
    path,
  );
}

const caseApi = (calls: FetchCall[]) => calls.filter((call) => call.url.includes('/authapi/partner/cases'));

describe('case form', () => {
  it('says in Korean under each field what publishing still needs, without asking the server', async () => {
    signIn();
    const calls = mockFetch(() => ok(null));
    renderAt(PATHS.productNew);
    const user = userEvent.setup();
    // Nothing is chosen for a new case: the selects show their placeholders, not a first option.
    expect(await screen.findByLabelText('주거 형태')).toHaveDisplayValue('선택');
    expect(screen.getByRole('combobox', { name: '시/도' })).toHaveDisplayValue('시/도');

    await user.click(screen.getByRole('button', { name: '게시하기' }));

    expect(await screen.findByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('게시하려면 표시된 항목을 채워주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('제목')).toHaveFocus();
    // Title first: the schema refuses before the publish rules are looked at.
    await user.type(screen.getByLabelText('제목'), '잠실 리센츠 34평 전체 리모델링');
    await waitFor(() => expect(screen.queryByText('제목을 입력해주세요.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '게시하기' }));
    for (const message of [
      '주거 형태를 선택해주세요.',
      '시공 범위를 선택해주세요.',
      '면적을 입력해주세요.',
      '공사비를 입력해주세요.',
      '공사 기간을 입력해주세요.',
      '준공일을 입력해주세요.',
      '시공 지역을 선택해주세요.',
      '시공 분야를 1개 이상 선택해주세요.',
      '상세 설명을 20자 이상 입력해주세요.',
      '사진을 1장 이상 등록해주세요.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('주거 형태')).toHaveFocus();
    expect(caseApi(calls)).toEqual([]);
  });

  it('saves a draft with only a title and shows the server’s field message in place', async () => {
    signIn();
    const calls = mockFetch(() =>
      jsonResponse(
        {
          code: 40000,
          message: '사진 정보를 찾을 수 없습니다. 사진을 다시 올려주세요.',
          errors: [{ path: 'photos', message: '사진 정보를 찾을 수 없습니다. 사진을 다시 올려주세요.' }],
        },
        400,
      ),
    );
    renderAt(PATHS.productNew);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('제목'), '성수동 빌라 욕실');
    await user.click(screen.getByRole('button', { name: '임시저장' }));

    expect(
      await screen.findByText('사진 정보를 찾을 수 없습니다. 사진을 다시 올려주세요.'),
    ).toBeInTheDocument();
    const [post] = caseApi(calls);
    expect(post?.method).toBe('POST');
    expect(post?.body).toMatchObject({
      title: '성수동 빌라 욕실',
      status: 'draft',
      photos: [],
      region: null,
    });
  });

  it('shows the area in 평 beside the ㎡ typed', async () => {
    signIn();
    mockFetch(() => ok(null));
    renderAt(PATHS.productNew);
    const user = userEvent.setup();
    const area = await screen.findByLabelText('면적');
    expect(screen.getByText('평 환산')).toBeInTheDocument();
    await user.type(area, '84.97');
    expect(await screen.findByText('약 25.7평')).toBeInTheDocument();
    await user.clear(area);
    await user.type(area, '33.06');
    expect(await screen.findByText('약 10평')).toBeInTheDocument();
  });

  it('edits every fact with the browser’s own controls and sends what they show', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.method === 'GET' ? ok(STORED) : ok({ ...STORED, updated_at: '2025-03-21T01:00:00.000Z' }),
    );
    renderAt('/product/5');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('주거 형태'), '아파트');
    await user.click(screen.getByRole('radio', { name: '전체 시공' }));
    // Another 시/도 empties the 시/군/구 until one of its own is chosen.
    const district = screen.getByRole('combobox', { name: '시/군/구' });
    expect(district).toHaveValue('성동구');
    await user.selectOptions(screen.getByRole('combobox', { name: '시/도' }), '경기도');
    expect(district).toHaveValue('');
    await user.selectOptions(district, '수원시');

    const cost = screen.getByLabelText('공사비');
    expect(cost).toHaveValue('12,000,000');
    await user.clear(cost);
    await user.type(cost, '48,500,000원');
    await user.tab();
    expect(cost).toHaveValue('48,500,000');
    expect(screen.getByText('4,850만 원')).toBeInTheDocument();
    // Left above its maximum, the duration comes back to 730 days.
    const duration = screen.getByLabelText('공사 기간');
    await user.clear(duration);
    await user.type(duration, '999');
    await user.tab();
    expect(duration).toHaveValue('730');
    fireEvent.change(screen.getByLabelText('준공일'), { target: { value: '2025-04-02' } });

    const tags = screen.getByLabelText('스타일 태그');
    await user.type(tags, '내추럴{Enter}화이트,');
    expect(tags).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '모던 태그 삭제' }));
    expect(
      within(screen.getByRole('list', { name: '선택한 태그' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['내추럴', '화이트']);

    await user.click(screen.getByRole('button', { name: '시공 전·후 비교' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '비교 1 시공 전 사진' }), '사진 2 · 주방');
    // A photo in one side of a pair is no longer offered for the other.
    const after = screen.getByRole('combobox', { name: '비교 1 시공 후 사진' });
    expect(within(after).queryByRole('option', { name: '사진 2 · 주방' })).toBeNull();
    await user.selectOptions(after, '사진 3 · 욕실');

    await user.click(screen.getByRole('button', { name: '임시저장' }));
    await waitFor(() => expect(caseApi(calls).map((call) => call.method)).toEqual(['GET', 'PUT']));
    const body = caseApi(calls)[1]!.body as Record<string, unknown> & {
      photos: { photo_id: number; pair_group: number | null; pair_role: string | null }[];
    };
    expect(body).toMatchObject({
      housing_type: '아파트',
      scope: 'full',
      region: { sido: '경기도', sigungu: '수원시' },
      cost_won: 48_500_000,
      duration_days: 730,
      completed_on: '2025-04-02',
      style_tags: ['내추럴', '화이트'],
    });
    expect(body.photos.map((p) => [p.photo_id, p.pair_group, p.pair_role])).toEqual([
      [11, null, null],
      [12, 1, 'before'],
      [13, 1, 'after'],
    ]);
  });

  it('moves a focused photo with the arrow keys and the 앞으로 button, and saves that order', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.method === 'GET' ? ok(STORED) : ok({ ...STORED, updated_at: '2025-03-21T01:00:00.000Z' }),
    );
    renderAt('/product/5');
    const user = userEvent.setup();
    const captions = () =>
      within(screen.getByRole('list', { name: '등록한 사진' }))
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value);
    expect(await screen.findByRole('listitem', { name: '사진 1, 대표 사진, 거실' })).toBeInTheDocument();
    expect(captions()).toEqual(['거실', '주방', '욕실']);

    screen.getByRole('listitem', { name: '사진 1, 대표 사진, 거실' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(captions()).toEqual(['주방', '거실', '욕실']);
    // Focus follows the photo to its new place, so the next press moves it again.
    expect(screen.getByRole('listitem', { name: '사진 2, 대표 사진, 거실' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(captions()).toEqual(['주방', '욕실', '거실']);

    await user.click(screen.getByRole('button', { name: '사진 2 앞으로' }));
    expect(captions()).toEqual(['욕실', '주방', '거실']);

    await user.click(screen.getByRole('button', { name: '임시저장' }));
    await waitFor(() => expect(caseApi(calls).map((call) => call.method)).toEqual(['GET', 'PUT']));
    const body = caseApi(calls)[1]!.body as { photos: { photo_id: number; is_cover: boolean }[] };
    expect(body.photos.map((p) => [p.photo_id, p.is_cover])).toEqual([
      [13, false],
      [12, false],
      [11, true],
    ]);
  });

  it('moves a photo dragged by its picture onto another card to that card’s place', async () => {
    signIn();
    mockFetch(() => ok(STORED));
    renderAt('/product/5');
    const captions = () =>
      within(screen.getByRole('list', { name: '등록한 사진' }))
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value);
    const first = await screen.findByRole('listitem', { name: '사진 1, 대표 사진, 거실' });
    const handle = screen
      .getByRole('listitem', { name: '사진 3, 욕실' })
      .querySelector('[draggable="true"]')!;
    const dataTransfer = { types: ['text/plain'], effectAllowed: 'uninitialized', setData: vi.fn() };

    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });

    expect(captions()).toEqual(['욕실', '거실', '주방']);
    expect(screen.getByRole('listitem', { name: '사진 2, 대표 사진, 거실' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and only then lets go of them', async () => {
    signIn();
    mockFetch(() => ok(null));
    const router = renderAt(PATHS.productNew);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('제목'), '반포 자이 주방');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: '취소' }));
    // antd names every dialog title "test-id" under test, so the name cannot tell dialogs apart here.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('저장하지 않은 변경 내용이 있습니다');
    // The list is not shown while the dialog asks; 계속 작성 takes the address back to the form.
    expect(screen.queryByRole('heading', { name: '목록 화면' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.productNew));
    expect(screen.getByLabelText('제목')).toHaveValue('반포 자이 주방');

    await act(() => router.navigate('/intro'));
    // The first dialog may still be closing (jsdom runs no exit animation): answer the new one.
    const another = () => screen.getAllByRole('dialog').find((candidate) => candidate !== dialog);
    await waitFor(() => expect(another()).toBeDefined());
    await user.click(within(another()!).getByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
  });

  it(
    'keeps what was written through a reload and offers to restore it, once',
    { timeout: 60_000 },
    async () => {
      signIn();
      mockFetch(() => ok(null));
      renderAt(PATHS.productNew);
      const user = userEvent.setup();
      await user.click(await screen.findByLabelText('제목'));
      await user.paste('위례 자이 전체 리모델링');
      await user.click(screen.getByLabelText('시공 내용'));
      await user.paste('확장 거실과 주방을 하나로 텄습니다.');
      // The page goes away without saving (a reload, a closed tab) and opens again.
      cleanup();
      renderAt(PATHS.productNew);

      const offer = await screen.findByText(/저장하지 않은 작성 내용이 있습니다/);
      expect(screen.getByLabelText('제목')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: '복원' }));
      expect(screen.getByLabelText('제목')).toHaveValue('위례 자이 전체 리모델링');
      expect(screen.getByLabelText('시공 내용')).toHaveValue('확장 거실과 주방을 하나로 텄습니다.');
      expect(offer).not.toBeInTheDocument();

      // 삭제 forgets it: the next opening offers nothing.
      cleanup();
      renderAt(PATHS.productNew);
      await user.click(await screen.findByRole('button', { name: '삭제' }));
      cleanup();
      renderAt(PATHS.productNew);
      await screen.findByLabelText('제목');
      expect(screen.queryByText(/저장하지 않은 작성 내용이 있습니다/)).not.toBeInTheDocument();
    },
  );
});
