/**
 * 템플릿: a quote written before fills the items, the schedule and the notes (the validity starts
 * again from today). Work already typed is replaced only after the partner says so.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { Quote } from '@partner-portal/contract/quotes-api';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { NativeSelect } from '../../components/list-controls/native-select';
import { failureText } from '../../lib/http/api-error';
import { showToast } from '../../lib/toast';
import { quoteQueryOptions } from './api/get-quote';
import { useQuotes } from './api/get-quotes';

export function TemplatePicker({ dirty, onLoad }: { dirty: boolean; onLoad: (quote: Quote) => void }) {
  const queryClient = useQueryClient();
  const recent = useQuotes(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [modal, holder] = Modal.useModal();
  const options = (recent.data?.items ?? []).map((row) => ({
    value: String(row.quote_no),
    label: `${row.quote_no} · ${row.site} ${row.construction_type} · ${formatWon(row.total_won)}`,
  }));

  async function load(quoteNo: number) {
    setLoading(true);
    try {
      onLoad(await queryClient.fetchQuery(quoteQueryOptions(quoteNo)));
    } catch (error) {
      showToast('error', failureText(error, '견적서를 불러오지 못했습니다.'));
    } finally {
      setLoading(false);
    }
  }

  function apply() {
    if (chosen === null) return;
    const quoteNo = Number(chosen);
    if (!dirty) return void load(quoteNo);
    void modal.confirm({
      title: '작성 중인 내용을 바꿀까요?',
      content: '입력한 항목, 결제 조건, 비고가 선택한 견적서의 내용으로 바뀝니다.',
      okText: '불러오기',
      cancelText: '취소',
      autoFocusButton: 'cancel',
      onOk: () => load(quoteNo),
    });
  }

  if (recent.data?.items.length === 0) return null;
  return (
    <div className="template-picker">
      <NativeSelect
        label="지난 견적서에서 불러오기"
        placeholder={recent.data ? '지난 견적서에서 불러오기' : '불러오는 중…'}
        disabled={!recent.data}
        value={chosen}
        options={options}
        onChange={setChosen}
      />
      <Button disabled={chosen === null} loading={loading} onClick={apply}>
        불러오기
      </Button>
      {holder}
    </div>
  );
}
