/**
 * The terms dialog of spec §2: one legal text, chosen by its key (payment and privacy texts) or by
 * type and version (the sign-up's list); full screen under 992 px.
 */
import { TERMS_DIALOG, type TermsDialogKey, type TermsRef } from '@partner-portal/contract/terms-constants';
import { Button, Modal, Skeleton } from 'antd';
import { useTermsDocument } from '../lib/api/get-terms-document';
import { RetryAlert } from './retry-alert';
import { TermsDocumentBody } from './terms-document';
import './terms-dialog.css';

interface Props {
  /** What to show; null keeps the dialog closed. */
  terms: TermsDialogKey | TermsRef | null;
  onClose: () => void;
}

export function TermsDialog({ terms, onClose }: Props) {
  const ref = typeof terms === 'string' ? TERMS_DIALOG[terms] : terms;
  const version = ref && 'version' in ref ? ref.version : undefined;
  const { data, isPending, isError, refetch } = useTermsDocument(ref?.type ?? null, version);
  return (
    <Modal
      open={ref !== null}
      title={data?.title ?? '약관'}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          확인
        </Button>
      }
      width={760}
      rootClassName="terms-modal"
    >
      {isError ? (
        <RetryAlert message="약관을 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <TermsDocumentBody document={data} />
      )}
    </Modal>
  );
}
