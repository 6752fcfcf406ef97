/** Before/after pairs: each pair names one photo taken before the work and one after it. */
import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { NativeSelect } from '../../components/list-controls/native-select';
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
  // The browser's select draws text only: the chosen photo shows beside it as a thumbnail.
  const options = (current: number | null) =>
    photos
      .map((photo, index) => ({ photo, index }))
      .filter(({ photo }) => photo.photo_id === current || !used.has(photo.photo_id))
      .map(({ photo, index }) => ({
        value: String(photo.photo_id),
        label: photo.caption ? `사진 ${index + 1} · ${photo.caption}` : `사진 ${index + 1}`,
      }));
  const thumbnail = (photoId: number | null) => {
    const photo = photos.find((candidate) => candidate.photo_id === photoId);
    return photo ? (
      <img className="photo-pair__thumb" src={photo.thumb_url} alt="" />
    ) : (
      <span className="photo-pair__thumb" />
    );
  };
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
          {thumbnail(pair.before)}
          <NativeSelect
            id={index === 0 ? id : undefined}
            className="photo-pair__select"
            label={`비교 ${index + 1} 시공 전 사진`}
            placeholder="시공 전 사진"
            value={pair.before === null ? null : String(pair.before)}
            options={options(pair.before)}
            onChange={(value) => update(index, 'before', Number(value))}
          />
          <ArrowRightOutlined className="photo-pair__arrow" aria-hidden="true" />
          {thumbnail(pair.after)}
          <NativeSelect
            className="photo-pair__select"
            label={`비교 ${index + 1} 시공 후 사진`}
            placeholder="시공 후 사진"
            value={pair.after === null ? null : String(pair.after)}
            options={options(pair.after)}
            onChange={(value) => update(index, 'after', Number(value))}
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
