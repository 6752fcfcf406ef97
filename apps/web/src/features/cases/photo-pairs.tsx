/** Before/after pairs: each pair names one photo taken before the work and one after it. */
import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import type { FormPhoto, PhotoPair } from './case-form-values';

/** The contract numbers pairs 1…15. */
const MAX_PAIRS = 15;

interface PhotoPairsProps {
  id: string;
  photos: FormPhoto[];
  pairs: PhotoPair[];
  onChange: (pairs: PhotoPair[]) => void;
}

export function PhotoPairs({ id, photos, pairs, onChange }: PhotoPairsProps) {
  const used = new Set(pairs.flatMap((pair) => [pair.before, pair.after]));
  const free = photos.filter((photo) => !used.has(photo.photo_id));
  const options = (current: number | null) =>
    photos
      .map((photo, index) => ({ photo, index }))
      .filter(({ photo }) => photo.photo_id === current || !used.has(photo.photo_id))
      .map(({ photo, index }) => ({
        value: photo.photo_id,
        label: (
          <span className="photo-option">
            <img src={photo.thumb_url} alt="" />
            사진 {index + 1}
          </span>
        ),
      }));
  const update = (index: number, side: keyof PhotoPair, photoId: number | null) =>
    onChange(pairs.map((pair, i) => (i === index ? { ...pair, [side]: photoId } : pair)));

  return (
    <div className="photo-pairs">
      {pairs.length === 0 && (
        <p className="photo-pairs__empty">
          같은 공간의 시공 전과 후 사진을 짝지어 나란히 보여줄 수 있습니다.
          {photos.length < 2 && ' 사진을 2장 이상 올리면 추가할 수 있습니다.'}
        </p>
      )}
      {pairs.map((pair, index) => (
        <div className="photo-pair" key={index}>
          <span className="photo-pair__label">비교 {index + 1}</span>
          <Select
            id={index === 0 ? id : undefined}
            className="photo-pair__select"
            aria-label={`비교 ${index + 1} 시공 전 사진`}
            placeholder="시공 전 사진"
            allowClear
            value={pair.before}
            options={options(pair.before)}
            onChange={(value?: number | null) => update(index, 'before', value ?? null)}
          />
          <ArrowRightOutlined className="photo-pair__arrow" aria-hidden="true" />
          <Select
            className="photo-pair__select"
            aria-label={`비교 ${index + 1} 시공 후 사진`}
            placeholder="시공 후 사진"
            allowClear
            value={pair.after}
            options={options(pair.after)}
            onChange={(value?: number | null) => update(index, 'after', value ?? null)}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={`비교 ${index + 1} 삭제`}
            title="비교 삭제"
            onClick={() => onChange(pairs.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        id={pairs.length === 0 ? id : undefined}
        icon={<PlusOutlined />}
        disabled={free.length < 2 || pairs.length >= MAX_PAIRS}
        onClick={() => onChange([...pairs, { before: null, after: null }])}
      >
        전/후 비교 추가
      </Button>
    </div>
  );
}
