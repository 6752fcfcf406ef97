/** What the tax-document screens share: the status tag and a PDF download button. */
import { DownloadOutlined } from '@ant-design/icons';
import type { TaxDocument } from '@partner-portal/contract/tax-documents-api';
import {
  TAX_DOCUMENT_STATUS_LABELS,
  type TaxDocumentStatus,
} from '@partner-portal/contract/tax-documents-constants';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { failureText } from '../../../lib/http/api-error';
import { showToast } from '../../../lib/toast';
import { downloadTaxDocumentPdf } from './api/tax-documents';

const STATUS_COLORS: Record<TaxDocumentStatus, string> = {
  queued: 'default',
  issuing: 'processing',
  issued: 'success',
  failed: 'error',
};

export const TaxStatusTag = ({ status }: { status: TaxDocumentStatus }) => (
  <Tag color={STATUS_COLORS[status]}>{TAX_DOCUMENT_STATUS_LABELS[status]}</Tag>
);

/** Runs a download, its failure told in a toast. */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  async function run(id: string, download: () => Promise<void>) {
    setBusy(id);
    try {
      await download();
    } catch (error) {
      showToast('error', failureText(error, '파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.'));
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

export function PdfButton({ doc }: { doc: TaxDocument }) {
  const { busy, run } = useDownload();
  if (doc.status !== 'issued') return null;
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden="true" />}
      loading={busy !== null}
      onClick={() => void run('pdf', () => downloadTaxDocumentPdf(doc))}
      aria-label={`${doc.document_key} PDF 다운로드`}
    >
      PDF
    </Button>
  );
}
