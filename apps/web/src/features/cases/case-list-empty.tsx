/** What the list says when it shows no case, for each of the three reasons it can be empty. */
import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Empty } from 'antd';
import { LinkButton } from './link-button';

export type EmptyReason = 'past-last-page' | 'no-match' | 'no-cases';

export function CaseListEmpty({
  reason,
  onLastPage,
  onClearFilters,
}: {
  reason: EmptyReason;
  onLastPage: () => void;
  onClearFilters: () => void;
}) {
  if (reason === 'past-last-page') {
    return (
      <Empty className="case-list__empty" description="이 페이지에는 시공사례가 없습니다.">
        <Button onClick={onLastPage}>마지막 페이지로</Button>
      </Empty>
    );
  }
  if (reason === 'no-match') {
    return (
      <Empty className="case-list__empty" description="조건에 맞는 시공사례가 없습니다.">
        <Button onClick={onClearFilters}>검색 조건 초기화</Button>
      </Empty>
    );
  }
  return (
    <Empty
      className="case-list__empty"
      image={<PictureOutlined className="case-list__empty-icon" aria-hidden="true" />}
      description={
        <>
          <strong>아직 등록한 시공사례가 없습니다.</strong>
          <br />
          시공 사진과 공사 정보를 올리면 고객이 상담 전에 업체의 실력을 확인할 수 있습니다.
        </>
      }
    >
      <LinkButton type="primary" icon={<PlusOutlined />} to={PATHS.productNew}>
        첫 시공사례 등록하기
      </LinkButton>
    </Empty>
  );
}
