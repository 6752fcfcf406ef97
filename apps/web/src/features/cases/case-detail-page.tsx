/**
 * `/product/detail/{pid}`: one case as the partner's portfolio shows it: the gallery (cover first)
 * with a full-screen viewer, before/after pairs side by side, the facts, and the actions on it.
 */
import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LeftOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { CASE_SCOPE_LABELS, CASE_STATUS_LABELS } from '@partner-portal/contract/cases-constants';
import type { CaseDetail, CasePhotoView } from '@partner-portal/contract/cases-api';
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Descriptions, Empty, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useUiState } from '../../lib/ui-store';
import { useChangeCases } from './api/change-cases';
import { useDeleteCase } from './api/delete-case';
import { useCase } from './api/get-case';
import { formatArea, formatRegion } from './case-format';
import { CaseLoadError, parseCaseId } from './case-load-error';
import { STATUS_COLORS } from './case-status';
import { LinkButton } from './link-button';
import { PhotoViewer } from './photo-viewer';
import './cases.css';

/** The cover first, then the others in the partner's order. */
const galleryOrder = (photos: CasePhotoView[]) => [
  ...photos.filter((photo) => photo.is_cover),
  ...photos.filter((photo) => !photo.is_cover),
];

function beforeAfterPairs(photos: CasePhotoView[]) {
  const groups = new Map<number, { before?: CasePhotoView; after?: CasePhotoView }>();
  for (const photo of photos) {
    if (photo.pair_group === null || photo.pair_role === null) continue;
    groups.set(photo.pair_group, { ...groups.get(photo.pair_group), [photo.pair_role]: photo });
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([group, pair]) =>
      pair.before && pair.after ? [{ group, before: pair.before, after: pair.after }] : [],
    );
}

function Gallery({ photos, onOpen }: { photos: CasePhotoView[]; onOpen: (index: number) => void }) {
  if (photos.length === 0) return <Empty description="등록된 사진이 없습니다." />;
  const [cover, ...rest] = photos;
  return (
    <div className="case-gallery">
      <button
        type="button"
        className="case-gallery__cover"
        onClick={() => onOpen(0)}
        aria-label={`대표 사진 크게 보기${cover!.caption ? `: ${cover!.caption}` : ''}`}
      >
        <img src={cover!.medium_url} alt="" />
        <span className="case-gallery__badge">대표</span>
      </button>
      {rest.length > 0 && (
        <ul className="case-gallery__thumbs">
          {rest.map((photo, index) => (
            <li key={photo.photo_id}>
              <button
                type="button"
                className="case-gallery__thumb"
                onClick={() => onOpen(index + 1)}
                aria-label={`사진 ${index + 2} 크게 보기${photo.caption ? `: ${photo.caption}` : ''}`}
              >
                <img src={photo.thumb_url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Facts({ item }: { item: CaseDetail }) {
  const none = <span className="case-facts__none">미입력</span>;
  const tags = (values: string[]) =>
    values.length ? values.map((value) => <Tag key={value}>{value}</Tag>) : none;
  return (
    <Descriptions
      className="case-facts"
      column={1}
      size="small"
      colon={false}
      styles={{ label: { width: 96 } }}
      items={[
        { key: 'housing', label: '주거 형태', children: item.housing_type ?? none },
        { key: 'scope', label: '시공 범위', children: item.scope ? CASE_SCOPE_LABELS[item.scope] : none },
        { key: 'area', label: '면적', children: item.area_m2 !== null ? formatArea(item.area_m2) : none },
        {
          key: 'cost',
          label: '공사비',
          children: item.cost_won !== null ? formatWon(item.cost_won, 'units') : none,
        },
        {
          key: 'duration',
          label: '공사 기간',
          children: item.duration_days !== null ? `${groupDigits(item.duration_days)}일` : none,
        },
        {
          key: 'completed',
          label: '준공일',
          children: item.completed_on ? formatDate(item.completed_on) : none,
        },
        { key: 'region', label: '시공 지역', children: formatRegion(item.region) ?? none },
        { key: 'types', label: '시공 분야', children: tags(item.construction_types) },
        { key: 'styles', label: '스타일', children: tags(item.style_tags) },
      ]}
    />
  );
}

export function CaseDetailPage() {
  const caseId = parseCaseId(useParams().pid);
  const query = useCase(caseId ?? 0, caseId !== null);
  const navigate = useNavigate();
  const change = useChangeCases();
  const remove = useDeleteCase();
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listSearch = useUiState(
    (state) => state.visitedViews.find((view) => view.path === PATHS.productList)?.search ?? '',
  );

  if (caseId === null || query.isError)
    return <CaseLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const item = query.data;
  if (!item) return <Skeleton active paragraph={{ rows: 10 }} aria-label="불러오는 중" />;

  const photos = galleryOrder(item.photos);
  const pairs = beforeAfterPairs(item.photos);
  const published = item.status === 'published';

  async function toggleVisibility() {
    setRefusal(null);
    const result = await change.mutateAsync({
      caseIds: [item!.case_id],
      action: published ? 'hide' : 'publish',
    });
    const skipped = result.skipped[0];
    if (skipped) setRefusal(skipped.reason);
    else showToast('success', published ? '시공사례를 숨겼습니다.' : '시공사례를 게시했습니다.');
  }

  async function deleteCase() {
    await remove.mutateAsync(item!.case_id);
    setConfirmDelete(false);
    showToast('success', '시공사례를 삭제했습니다.');
    await navigate(`${PATHS.productList}${listSearch}`, { replace: true });
  }

  return (
    <article className="case-detail">
      <Link className="case-detail__back" to={`${PATHS.productList}${listSearch}`}>
        <LeftOutlined aria-hidden="true" /> 시공사례 목록
      </Link>
      <header className="case-page__header">
        <div className="case-detail__heading">
          <Tag color={STATUS_COLORS[item.status]}>{CASE_STATUS_LABELS[item.status]}</Tag>
          <h1 className="case-page__title">{item.title}</h1>
          <p className="case-page__lead">
            <EyeOutlined aria-hidden="true" /> 조회 {groupDigits(item.view_count)} · 수정{' '}
            {formatDate(item.updated_at)}
            {item.published_at && ` · 첫 게시 ${formatDate(item.published_at)}`}
          </p>
        </div>
        <div className="case-detail__actions">
          <LinkButton
            icon={<EditOutlined />}
            to={generatePath(PATHS.productEdit, { pid: String(item.case_id) })}
          >
            수정
          </LinkButton>
          <Button
            icon={published ? <EyeInvisibleOutlined /> : <SendOutlined />}
            loading={change.isPending}
            onClick={() => void toggleVisibility().catch(() => undefined)}
          >
            {published ? '숨기기' : '게시하기'}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => setConfirmDelete(true)}>
            삭제
          </Button>
        </div>
      </header>
      {refusal && (
        <Alert
          className="case-detail__alert"
          type="warning"
          showIcon
          title="게시하지 못했습니다"
          description={refusal}
          action={
            <Link to={generatePath(PATHS.productEdit, { pid: String(item.case_id) })}>채우러 가기</Link>
          }
        />
      )}

      <div className="case-detail__layout">
        <div className="case-detail__main">
          <Gallery photos={photos} onOpen={setViewing} />
          {pairs.length > 0 && (
            <section className="case-detail__section" aria-labelledby="before-after-title">
              <h2 id="before-after-title" className="case-detail__subtitle">
                시공 전·후
              </h2>
              {pairs.map(({ group, before, after }) => (
                <div key={group} className="before-after">
                  {[
                    { photo: before, label: '시공 전' },
                    { photo: after, label: '시공 후' },
                  ].map(({ photo, label }) => (
                    <figure key={label} className="before-after__item">
                      <button
                        type="button"
                        className="before-after__button"
                        aria-label={`${label} 사진 크게 보기`}
                        onClick={() => setViewing(photos.indexOf(photo))}
                      >
                        <img src={photo.medium_url} alt="" loading="lazy" />
                      </button>
                      <figcaption>
                        <strong>{label}</strong>
                        {photo.caption && ` · ${photo.caption}`}
                      </figcaption>
                    </figure>
                  ))}
                </div>
              ))}
            </section>
          )}
          <section className="case-detail__section" aria-labelledby="description-title">
            <h2 id="description-title" className="case-detail__subtitle">
              시공 내용
            </h2>
            {item.description ? (
              <p className="case-detail__description">{item.description}</p>
            ) : (
              <p className="case-facts__none">아직 설명이 없습니다.</p>
            )}
          </section>
        </div>
        <Panel className="case-detail__facts" title="공사 정보" size="small">
          <Facts item={item} />
        </Panel>
      </div>

      {viewing !== null && (
        <PhotoViewer
          photos={photos}
          index={viewing}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
      <Modal
        open={confirmDelete}
        title="이 시공사례를 삭제할까요?"
        okText="삭제"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText="취소"
        onOk={() => void deleteCase().catch(() => setConfirmDelete(false))}
        onCancel={() => setConfirmDelete(false)}
      >
        ‘{item.title}’ 사례와 사진 {item.photos.length}장을 삭제합니다. 삭제한 뒤에는 되돌릴 수 없습니다.
      </Modal>
    </article>
  );
}
