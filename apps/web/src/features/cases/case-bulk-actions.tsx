/**
 * Publish, hide or delete the selected cases: the edit bar that offers them (pinned to the window's
 * bottom by the fixedListEdit display setting), the confirmation, and the cases that were skipped.
 */
import { PATHS } from '@partner-portal/contract/routes';
import type { CaseBulkResult } from '@partner-portal/contract/cases-api';
import { Alert, Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { showToast } from '../../lib/toast';
import { useChangeCases, type CaseAction } from './api/change-cases';

const ACTIONS: Record<
  CaseAction,
  { label: string; done: string; confirm: (n: number) => string; note: string }
> = {
  publish: {
    label: '게시',
    done: '게시했습니다',
    confirm: (n) => `선택한 ${n}건을 게시할까요?`,
    note: '게시에 필요한 항목이 빠진 사례는 게시되지 않고 이유를 알려드립니다.',
  },
  hide: {
    label: '숨김',
    done: '숨겼습니다',
    confirm: (n) => `선택한 ${n}건을 숨길까요?`,
    note: '숨긴 사례는 고객에게 보이지 않으며, 언제든 다시 게시할 수 있습니다.',
  },
  delete: {
    label: '삭제',
    done: '삭제했습니다',
    confirm: (n) => `선택한 ${n}건을 삭제할까요?`,
    note: '삭제한 사례와 사진은 되돌릴 수 없습니다.',
  },
};

type SkippedCase = CaseBulkResult['skipped'][number] & { title: string };

/** The action being confirmed, the cases the last one skipped, and running it on `selected`. */
export function useBulkCaseActions(
  items: readonly { case_id: number; title: string }[],
  selected: number[],
  clearSelection: () => void,
) {
  const change = useChangeCases();
  const [confirming, setConfirming] = useState<CaseAction | null>(null);
  const [skipped, setSkipped] = useState<SkippedCase[]>([]);

  async function run(action: CaseAction) {
    const titles = new Map(items.map((item) => [item.case_id, item.title]));
    const result = await change.mutateAsync({ caseIds: selected, action });
    setConfirming(null);
    clearSelection();
    setSkipped(
      result.skipped.map((entry) => ({ ...entry, title: titles.get(entry.case_id) ?? `#${entry.case_id}` })),
    );
    if (result.updated.length) showToast('success', `${result.updated.length}건을 ${ACTIONS[action].done}.`);
  }

  return {
    confirming,
    ask: setConfirming,
    cancel: () => setConfirming(null),
    confirm: () => confirming && void run(confirming).catch(() => setConfirming(null)),
    running: change.isPending,
    skipped,
    forgetSkipped: () => setSkipped([]),
  };
}

export type BulkCaseActions = ReturnType<typeof useBulkCaseActions>;

export function SkippedCasesAlert({ actions }: { actions: BulkCaseActions }) {
  if (actions.skipped.length === 0) return null;
  return (
    <Alert
      className="case-list__alert"
      type="warning"
      showIcon
      closable={{ onClose: actions.forgetSkipped, 'aria-label': '닫기' }}
      title={`${actions.skipped.length}건은 처리하지 못했습니다.`}
      description={
        <ul className="case-list__skipped">
          {actions.skipped.map((entry) => (
            <li key={entry.case_id}>
              <Link to={generatePath(PATHS.productEdit, { pid: String(entry.case_id) })}>{entry.title}</Link>:{' '}
              {entry.reason}
            </li>
          ))}
        </ul>
      }
    />
  );
}

export function CaseEditBar({
  itemIds,
  selected,
  onSelect,
  actions,
}: {
  itemIds: number[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  actions: BulkCaseActions;
}) {
  return (
    <div className="list-edit-bar" role="toolbar" aria-label="선택한 시공사례 편집">
      <Checkbox
        checked={itemIds.length > 0 && selected.length === itemIds.length}
        indeterminate={selected.length > 0 && selected.length < itemIds.length}
        onChange={(event) => onSelect(event.target.checked ? itemIds : [])}
      >
        전체 선택
      </Checkbox>
      <span className="list-edit-bar__count" aria-live="polite">
        {selected.length}건 선택
      </span>
      <span className="list-edit-bar__spacer" />
      {(Object.keys(ACTIONS) as CaseAction[]).map((action) => (
        <Button
          key={action}
          danger={action === 'delete'}
          disabled={selected.length === 0}
          onClick={() => actions.ask(action)}
        >
          {ACTIONS[action].label}
        </Button>
      ))}
    </div>
  );
}

export function BulkActionConfirm({ actions, count }: { actions: BulkCaseActions; count: number }) {
  const { confirming } = actions;
  return (
    <Modal
      open={confirming !== null}
      title={confirming && ACTIONS[confirming].confirm(count)}
      okText={confirming ? ACTIONS[confirming].label : undefined}
      okButtonProps={{ danger: confirming === 'delete', loading: actions.running }}
      cancelText="취소"
      onOk={actions.confirm}
      onCancel={actions.cancel}
    >
      {confirming && ACTIONS[confirming].note}
    </Modal>
  );
}
