/**
 * The customer's photos: thumbnails that open a large view (← → between photos, Esc to close, the
 * focus returned to the thumbnail by antd's dialog).
 */
import { LeftOutlined, PictureOutlined, RightOutlined } from '@ant-design/icons';
import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { Button, Modal, Spin } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useBlobSource, useLeadPhoto } from './api/lead-photo';

type Photo = LeadDetail['photos'][number];

/** `name`: what the photo is called; a thumbnail inside a named button shows it without one. */
function PhotoImage({ photo, name, className }: { photo: Photo; name?: string; className: string }) {
  const { data, isError } = useLeadPhoto(photo.url);
  const source = useBlobSource(data);
  if (isError) {
    return (
      <span
        className={`${className} lead-photo--missing`}
        {...(name ? { role: 'img', 'aria-label': `${name}: 불러오지 못함` } : {})}
      >
        <PictureOutlined aria-hidden="true" />
      </span>
    );
  }
  if (!data) {
    return (
      <span className={`${className} lead-photo--loading`}>
        <Spin size="small" aria-label={name ? `${name} 불러오는 중` : '불러오는 중'} />
      </span>
    );
  }
  return (
    <img ref={source} className={className} alt={name ?? ''} width={photo.width} height={photo.height} />
  );
}

const photoName = (index: number) => `현장 사진 ${index + 1}`;

export function LeadPhotos({ photos }: { photos: Photo[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className="lead-detail__none">첨부된 사진이 없습니다.</p>;
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };
  const shown = open === null ? undefined : photos[open];

  return (
    <>
      <ul className="lead-photos" aria-label="현장 사진">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              className="lead-photos__thumb"
              aria-label={`${photoName(index)} 크게 보기`}
              onClick={() => setOpen(index)}
            >
              <PhotoImage photo={photo} className="lead-photo" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== undefined}
        title={open === null ? '' : `${photoName(open)} / ${photos.length}`}
        footer={null}
        width={880}
        centered
        onCancel={() => setOpen(null)}
      >
        {shown && open !== null && (
          <div className="lead-viewer" onKeyDown={onKeyDown}>
            <PhotoImage photo={shown} name={photoName(open)} className="lead-viewer__photo" />
            {photos.length > 1 && (
              <div className="lead-viewer__steps">
                <Button icon={<LeftOutlined aria-hidden="true" />} onClick={() => step(-1)}>
                  이전 사진
                </Button>
                <Button
                  icon={<RightOutlined aria-hidden="true" />}
                  iconPlacement="end"
                  onClick={() => step(1)}
                >
                  다음 사진
                </Button>
              </div>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
