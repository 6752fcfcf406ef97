/**
 * The case's photos in the form: pick several or drop files, watch each upload's progress, put them
 * in order by dragging or from the keyboard (focus a photo, then ←/→, or its 앞으로/뒤로 buttons),
 * choose the cover and write captions.
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import {
  DeleteOutlined,
  LeftOutlined,
  PictureOutlined,
  RedoOutlined,
  RightOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { CASE_LIMITS } from '@partner-portal/contract/cases-constants';
import { Alert, Button } from 'antd';
import { TextInput } from '../../components/text-input';
import { UploadProgress } from '../../components/upload-progress';
import { useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { moved, withCover, withoutPhoto, type CaseFormValues, type FormPhoto } from './case-form-values';
import { PHOTO_ACCEPT, type PhotoUpload, type usePhotoUploads } from './use-photo-uploads';

type Change = (change: (values: CaseFormValues) => CaseFormValues) => void;
type FocusPart = 'card' | 'earlier' | 'later';

interface PhotoManagerProps {
  id: string;
  photos: FormPhoto[];
  uploads: ReturnType<typeof usePhotoUploads>;
  onChange: Change;
  invalid?: boolean;
}

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowUp: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowDown: (index) => index + 1,
  Home: () => 0,
  End: (_, last) => last,
};

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function PhotoManager({ id, photos, uploads, onChange, invalid }: PhotoManagerProps) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ photoId: number; part: FocusPart } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // A moved card's node is taken out and put back, which drops its focus: give it back.
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const card = list.current?.querySelector<HTMLElement>(`[data-photo-id="${target.photoId}"]`);
    const part = card?.querySelector<HTMLButtonElement>(`[data-part="${target.part}"]`);
    (part && !part.disabled ? part : card)?.focus();
  }, [photos]);

  function move(from: number, to: number, part?: FocusPart) {
    const photo = photos[from];
    if (!photo || to < 0 || to >= photos.length || to === from) return;
    if (part) focusAfterMove.current = { photoId: photo.photo_id, part };
    onChange((values) => ({ ...values, photos: moved(values.photos, from, to) }));
    setAnnouncement(`사진을 ${to + 1}번째 자리로 옮겼습니다. 전체 ${photos.length}장`);
  }

  function onCardKey(event: KeyboardEvent<HTMLLIElement>, index: number) {
    const step = KEY_STEPS[event.key];
    if (event.target !== event.currentTarget || !step) return;
    event.preventDefault();
    move(index, step(index, photos.length - 1), 'card');
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setFilesOver(false);
    if (hasFiles(event)) uploads.add([...event.dataTransfer.files], photos.length);
  }

  function onCardDrop(event: DragEvent, index: number) {
    if (dragging === null) return;
    event.preventDefault();
    event.stopPropagation();
    // `dragging` is the photo's id; move() takes places in the list.
    move(
      photos.findIndex((photo) => photo.photo_id === dragging),
      index,
    );
    setDragging(null);
    setDropTarget(null);
  }

  const setCover = (photoId: number) =>
    onChange((values) => ({ ...values, photos: withCover(values.photos, photoId) }));
  const setCaption = (photoId: number, caption: string) =>
    onChange((values) => ({
      ...values,
      photos: values.photos.map((photo) => (photo.photo_id === photoId ? { ...photo, caption } : photo)),
    }));

  const hintId = `${id}-hint`;
  return (
    <div
      className={`photo-manager${filesOver ? ' photo-manager--files-over' : ''}${invalid ? ' photo-manager--invalid' : ''}`}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setFilesOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFilesOver(false);
      }}
      onDrop={onDrop}
    >
      <div className="photo-manager__picker">
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby={`${id}-rules`}
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])], photos.length);
            event.target.value = '';
          }}
        />
        <Button icon={<PictureOutlined />} onClick={() => input.current?.click()}>
          사진 선택
        </Button>
        <span id={`${id}-rules`} className="photo-manager__rules">
          여러 장을 한 번에 고르거나 이곳에 끌어다 놓으세요. JPG·PNG·WEBP, 장당{' '}
          {CASE_LIMITS.photoMaxBytes / 1024 / 1024}MB 이하
        </span>
        <span
          className="photo-manager__count"
          aria-label={`사진 ${photos.length}장 등록, 최대 ${CASE_LIMITS.photosPerCase}장`}
        >
          {photos.length} / {CASE_LIMITS.photosPerCase}
        </span>
      </div>
      {uploads.notice && (
        <Alert className="photo-manager__notice" type="warning" showIcon title={uploads.notice} />
      )}

      {photos.length > 0 && (
        <ul id={hintId} className="photo-manager__hint">
          <li>
            <strong>순서 바꾸기</strong>
            <span>
              사진 아래 <span className="photo-manager__keys">‹ ›</span> 버튼을 누르거나 사진을 끌어다
              놓으세요. 키보드로는 사진에 초점을 두고 <span className="photo-manager__keys">← → 키</span>,
              처음과 끝은 <span className="photo-manager__keys">Home End 키</span>로 옮깁니다.
            </span>
          </li>
          <li>
            <strong>대표 사진</strong>
            <span>
              <span className="photo-manager__keys">☆</span> 버튼으로 고르세요.
            </span>
          </li>
        </ul>
      )}
      {(photos.length > 0 || uploads.uploads.length > 0) && (
        <ol ref={list} className="photo-grid" aria-label="등록한 사진">
          {photos.map((photo, index) => {
            const label = `사진 ${index + 1}`;
            return (
              <li
                key={photo.photo_id}
                data-photo-id={photo.photo_id}
                className={[
                  'photo-card',
                  dragging === photo.photo_id && 'photo-card--dragging',
                  dropTarget === index && dragging !== null && 'photo-card--drop-target',
                ]
                  .filter(Boolean)
                  .join(' ')}
                tabIndex={0}
                aria-label={`${label}${photo.is_cover ? ', 대표 사진' : ''}${photo.caption ? `, ${photo.caption}` : ''}`}
                aria-describedby={hintId}
                onKeyDown={(event) => onCardKey(event, index)}
                onDragOver={(event) => {
                  if (dragging === null) return;
                  event.preventDefault();
                  setDropTarget(index);
                }}
                onDrop={(event) => onCardDrop(event, index)}
              >
                <div
                  className="photo-card__image"
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', label);
                    setDragging(photo.photo_id);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setDropTarget(null);
                  }}
                >
                  <img src={photo.thumb_url} alt="" draggable={false} />
                  <span className="photo-card__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {photo.is_cover && <span className="photo-card__cover">대표</span>}
                </div>
                <TextInput
                  size="small"
                  className="photo-card__caption"
                  placeholder="사진 설명 (선택)"
                  aria-label={`${label} 설명`}
                  maxLength={100}
                  value={photo.caption}
                  onChange={(event) => setCaption(photo.photo_id, event.target.value)}
                />
                <div className="photo-card__actions">
                  <Button
                    size="small"
                    icon={<LeftOutlined />}
                    data-part="earlier"
                    title="앞으로"
                    aria-label={`${label} 앞으로`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'earlier')}
                  />
                  <Button
                    size="small"
                    icon={<RightOutlined />}
                    data-part="later"
                    title="뒤로"
                    aria-label={`${label} 뒤로`}
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, index + 1, 'later')}
                  />
                  <Button
                    size="small"
                    icon={photo.is_cover ? <StarFilled /> : <StarOutlined />}
                    title="대표 사진"
                    aria-label={`${label} 대표 사진으로 지정`}
                    aria-pressed={photo.is_cover}
                    type={photo.is_cover ? 'primary' : 'default'}
                    onClick={() => setCover(photo.photo_id)}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    title="삭제"
                    aria-label={`${label} 삭제`}
                    onClick={() => {
                      onChange((values) => withoutPhoto(values, photo.photo_id));
                      setAnnouncement(`${withParticle(label, '을/를')} 뺐습니다.`);
                    }}
                  />
                </div>
              </li>
            );
          })}
          {uploads.uploads.map((upload) => (
            <UploadCard key={upload.key} upload={upload} uploads={uploads} />
          ))}
        </ol>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

function UploadCard({ upload, uploads }: { upload: PhotoUpload; uploads: PhotoManagerProps['uploads'] }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <li className={`photo-card photo-card--upload${upload.state === 'failed' ? ' photo-card--failed' : ''}`}>
      <div className="photo-card__image photo-card__image--placeholder">
        <PictureOutlined aria-hidden="true" />
      </div>
      <p className="photo-card__file" title={upload.name}>
        {upload.name}
      </p>
      {upload.state === 'failed' ? (
        <p className="photo-card__error" role="alert">
          {upload.error}
        </p>
      ) : (
        <UploadProgress
          percent={upload.state === 'waiting' ? 0 : percent}
          text={upload.state === 'waiting' ? '대기' : undefined}
          label={`${upload.name} 올리는 중`}
        />
      )}
      <div className="photo-card__actions">
        {upload.state === 'failed' && upload.retryable && (
          <Button size="small" icon={<RedoOutlined />} onClick={() => uploads.retry(upload.key)}>
            다시 시도
          </Button>
        )}
        <Button
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`${upload.name} ${upload.state === 'failed' ? '목록에서 빼기' : '올리기 취소'}`}
          onClick={() => uploads.remove(upload.key)}
        />
      </div>
    </li>
  );
}
