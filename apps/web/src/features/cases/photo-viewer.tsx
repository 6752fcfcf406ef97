/**
 * Full-screen photo viewer: ←/→ between photos, Esc or the close button to leave, focus kept inside
 * while open and given back to what opened it. Rendered in place with fixed positioning rather than
 * in a portal, so a screen kept hidden in a tab hides its viewer too.
 */
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CasePhotoView } from '@partner-portal/contract/cases-api';
import { useEffect, useRef, type KeyboardEvent } from 'react';

interface PhotoViewerProps {
  photos: CasePhotoView[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const photo = photos[index];

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const step = (by: number) => onIndexChange((index + by + photos.length) % photos.length);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) last?.focus();
      else if (!event.shiftKey && document.activeElement === last) first?.focus();
      else return;
    } else return;
    event.preventDefault();
  }

  if (!photo) return null;
  const label = photo.caption || `사진 ${index + 1}`;
  return (
    <div
      ref={dialog}
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label="사진 크게 보기"
      onKeyDown={onKeyDown}
    >
      <div className="photo-viewer__bar">
        <span className="photo-viewer__counter" aria-live="polite">
          {index + 1} / {photos.length}
        </span>
        <button
          ref={closeButton}
          type="button"
          className="photo-viewer__button"
          aria-label="닫기"
          onClick={onClose}
        >
          <CloseOutlined aria-hidden="true" />
        </button>
      </div>
      <figure
        className="photo-viewer__stage"
        onClick={(event) => event.target === event.currentTarget && onClose()}
      >
        <img
          key={photo.photo_id}
          src={photo.large_url}
          alt={label}
          width={photo.width}
          height={photo.height}
        />
        {photo.caption && <figcaption className="photo-viewer__caption">{photo.caption}</figcaption>}
      </figure>
      {photos.length > 1 && (
        <>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__nav photo-viewer__nav--prev"
            aria-label="이전 사진"
            onClick={() => step(-1)}
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__nav photo-viewer__nav--next"
            aria-label="다음 사진"
            onClick={() => step(1)}
          >
            <RightOutlined aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  );
}
