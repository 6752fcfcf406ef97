/** The form's bottom bar: cancel, save without publishing (draft, or hidden for a hidden case), publish. */
import type { CaseStatus } from '@partner-portal/contract/cases-constants';
import type { CaseDetail } from '@partner-portal/contract/cases-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Button } from 'antd';
import { generatePath, useNavigate } from 'react-router';

export function CaseFormActions({
  stored,
  saving,
  onSave,
}: {
  stored?: CaseDetail;
  /** The status being saved, if a save is under way. */
  saving: CaseStatus | null;
  onSave: (status: CaseStatus) => void;
}) {
  const navigate = useNavigate();
  const secondaryStatus: CaseStatus = stored?.status === 'hidden' ? 'hidden' : 'draft';
  return (
    <div className="case-form__actions">
      <Button
        onClick={() =>
          navigate(
            stored ? generatePath(PATHS.productDetail, { pid: String(stored.case_id) }) : PATHS.productList,
          )
        }
      >
        취소
      </Button>
      <span className="case-form__actions-spacer" />
      {stored?.status === 'published' && (
        <span className="case-form__actions-note">임시저장하면 게시가 중단됩니다.</span>
      )}
      <Button loading={saving !== null && saving !== 'published'} onClick={() => onSave(secondaryStatus)}>
        {secondaryStatus === 'hidden' ? '숨김 상태로 저장' : '임시저장'}
      </Button>
      <Button type="primary" loading={saving === 'published'} onClick={() => onSave('published')}>
        {stored?.status === 'published' ? '수정 내용 게시' : '게시하기'}
      </Button>
    </div>
  );
}
