/** An image address with an upload button beside it: the image control of every console editor. */
import type { ContentImage } from '@partner-portal/contract/staff-desks-api';
import { Button, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { failureText } from '../../lib/http/api-error';
import { uploadStaffImage } from './upload-staff-image';
import './image-url-field.css';

interface Props {
  /** From Form.Item. */
  value?: string;
  onChange?: (url: string) => void;
  /** The desk's upload path (uploadStaffImage). */
  uploadTo: string;
  /** The uploaded image with its size, for editors that keep the size too. */
  onUploaded?: (image: ContentImage) => void;
  placeholder: string;
  /** With it, the chosen image is shown below the field. */
  previewAlt?: string;
}

export function ImageUrlField({ value, onChange, uploadTo, onUploaded, placeholder, previewAlt }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="이미지 주소"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          customRequest={({ file }) => {
            setUploading(true);
            setError(null);
            uploadStaffImage(uploadTo, file as File)
              .then((image) => {
                onChange?.(image.url);
                onUploaded?.(image);
              })
              .catch((failure: unknown) => setError(failureText(failure, '이미지를 올리지 못했습니다.')))
              .finally(() => setUploading(false));
          }}
        >
          <Button loading={uploading}>이미지 올리기</Button>
        </Upload>
      </Space.Compact>
      {value && previewAlt && <img className="image-url-field__preview" src={value} alt={previewAlt} />}
      {error && (
        <p className="image-url-field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
