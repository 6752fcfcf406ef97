/**
 * `/quotes/new?lead=<leadNo>[&from=<quoteNo>]`, 견적서 작성 (issue #39): the lead's summary, the items
 * by 공정, a live preview of the totals computed as the server computes them, the validity, the
 * payment schedule and notes. A past quote fills it (템플릿, or `from` for 복사 and 새 버전). Sending
 * asks first: a sent quote is never edited, a new version replaces it. Then the quote's screen shows
 * the server's figures.
 */
import { CONTACT_VISIBLE_STATUSES, LEAD_MESSAGES } from '@partner-portal/contract/leads-constants';
import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { formatWon } from '@partner-portal/contract/money';
import { quoteTotals } from '@partner-portal/contract/quote-math';
import type { Quote, QuoteCreate } from '@partner-portal/contract/quotes-api';
import { PATHS } from '@partner-portal/contract/routes';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/form-field';
import { Panel } from '../../components/panel/panel';
import { StatusResult } from '../../components/status-result';
import { TextArea } from '../../components/text-input';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt';
import { ApiError, failureText } from '../../lib/http/api-error';
import { formatKoreanDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useQuote } from './api/get-quote';
import { useQuoteLead } from './api/get-quote-lead';
import { useSendQuote } from './api/send-quote';
import { LeadSummary } from './lead-summary';
import { PaymentScheduleFields } from './payment-schedule-fields';
import { draftFromQuote, draftSignature, emptyDraft, lineFigures, type QuoteDraft } from './quote-draft';
import { QuoteItemsEditor } from './quote-items-editor';
import { leadPath, quotePath } from './quote-paths';
import { QuoteTotalsList } from './quote-totals';
import { collectErrors, validateQuote, type QuoteErrors } from './quote-validation';
import { TemplatePicker } from './template-picker';
import './quotes.css';

/** A positive whole number from the address, or null. */
const idParam = (raw: string | null) => {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : null;
};

const canQuote = (lead: LeadDetail) => CONTACT_VISIBLE_STATUSES.includes(lead.status);

function SendDialog({
  lead,
  body,
  totalWon,
  sending,
  onCancel,
  onSend,
}: {
  lead: LeadDetail;
  body: QuoteCreate;
  totalWon: number;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}) {
  const replaces = lead.quotes.length > 0;
  return (
    <Modal
      open
      title="견적서를 발송할까요?"
      okText="발송"
      cancelText="취소"
      okButtonProps={{ loading: sending }}
      onCancel={onCancel}
      onOk={onSend}
    >
      <p>
        {lead.customer_name} 고객님께 합계 {formatWon(totalWon)}(부가세 포함), 항목 {body.items.length}개의
        견적서를 보냅니다. 고객은 {formatKoreanDate(body.valid_until)}까지 유효한 링크로 견적서를 봅니다.
      </p>
      <p>
        발송한 견적서는 수정할 수 없습니다. 고치려면 새 버전을 보내야 합니다.
        {replaces && ' 이 견적 요청에 먼저 보낸 견적서는 새 버전으로 대체됩니다.'}
      </p>
    </Modal>
  );
}

export default function QuoteEditorScreen() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromNo = idParam(params.get('from'));
  const from = useQuote(fromNo);
  const leadNo = idParam(params.get('lead')) ?? from.data?.lead_no ?? null;
  const lead = useQuoteLead(leadNo);
  const send = useSendQuote();
  const today = seoulDate(new Date());

  const [draft, setDraft] = useState<QuoteDraft>(() => emptyDraft(today));
  const [baseline, setBaseline] = useState(() => draftSignature(draft));
  const [loadedFrom, setLoadedFrom] = useState<number | null>(null);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<QuoteCreate | null>(null);
  const [sent, setSent] = useState<Quote | null>(null);

  // The quote to copy fills the form once, when it arrives; it is then the unchanged state.
  if (from.data && loadedFrom !== from.data.quote_no) {
    const copied = draftFromQuote(from.data, today);
    setLoadedFrom(from.data.quote_no);
    setDraft(copied);
    setBaseline(draftSignature(copied));
  }

  const dirty = sent === null && draftSignature(draft) !== baseline;
  const leaveHolder = useUnsavedChangesPrompt({
    dirty,
    content: '작성 중인 견적서는 저장되지 않습니다. 나가면 입력한 내용이 사라집니다.',
    onDiscard: () => setBaseline(draftSignature(draft)),
  });
  // Once sent, the prompt has gone with `dirty` (this effect runs after its cleanup).
  useEffect(() => {
    if (sent) void navigate(quotePath(sent.quote_no));
  }, [sent, navigate]);

  const totals = quoteTotals(draft.rows.map(lineFigures));
  const change = (next: Partial<QuoteDraft>) => setDraft((current) => ({ ...current, ...next }));

  async function review() {
    if (leadNo === null) return;
    setSendError(null);
    const checked = await validateQuote(leadNo, draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      setSendError('입력 내용을 확인해주세요.');
      return;
    }
    setConfirming(checked.body);
  }

  function submit(body: QuoteCreate) {
    send.mutate(body, {
      onSuccess: (quote) => {
        showToast('success', '견적서를 발송했습니다.');
        setSent(quote);
      },
      onError: (error) => {
        setConfirming(null);
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(
          collectErrors(
            draft,
            Object.entries(fieldErrors).map(([path, message]) => ({ path, message })),
          ),
        );
        setSendError(failureText(error, '견적서를 발송하지 못했습니다. 잠시 후 다시 시도해주세요.'));
      },
    });
  }

  const applyTemplate = (quote: Quote) => {
    setDraft(draftFromQuote(quote, today));
    setErrors({});
    showToast('success', `견적서 ${quote.quote_no}의 항목과 결제 조건을 불러왔습니다.`);
  };

  if (leadNo === null && (fromNo === null || from.isError)) {
    return (
      <StatusResult
        status="info"
        title={
          fromNo === null
            ? '견적서는 견적 요청에서 작성합니다.'
            : failureText(from.error, LEAD_MESSAGES.quoteNotFound)
        }
        subTitle="견적 요청함에서 수락한 요청을 열고 견적서 작성을 눌러주세요."
        extra={
          <Button type="primary" onClick={() => void navigate(PATHS.leads)}>
            견적 요청함으로 가기
          </Button>
        }
      />
    );
  }

  // The quote to copy is on its way: the items wait for it rather than flash empty.
  const copying = fromNo !== null && from.isPending;
  const blocked = lead.data && !canQuote(lead.data);

  return (
    <div className="quote-editor">
      <h1 className="quotes-page__title">견적서 작성</h1>
      <div className="quote-editor__layout">
        <div className="quote-editor__main">
          <Panel title="견적 요청" size="small">
            {lead.isError ? (
              <Alert type="error" showIcon title={failureText(lead.error, LEAD_MESSAGES.notFound)} />
            ) : lead.data ? (
              <LeadSummary lead={lead.data} />
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label="불러오는 중" />
            )}
            {blocked && (
              <Alert
                className="quote-editor__blocked"
                type="warning"
                showIcon
                title={LEAD_MESSAGES.acceptFirst}
                action={<Link to={leadPath(lead.data.lead_no)}>견적 요청 보기</Link>}
              />
            )}
          </Panel>

          <Panel
            title="견적 항목"
            extra={<TemplatePicker dirty={dirty} onLoad={applyTemplate} />}
            className="quote-editor__items"
          >
            {from.isError && (
              <Alert
                className="quote-editor__blocked"
                type="warning"
                showIcon
                title={failureText(from.error, '복사할 견적서를 불러오지 못했습니다.')}
              />
            )}
            {copying ? (
              <Skeleton active paragraph={{ rows: 4 }} aria-label="불러오는 중" />
            ) : (
              <QuoteItemsEditor rows={draft.rows} errors={errors} onChange={(rows) => change({ rows })} />
            )}
            {errors.items && (
              <div className="quote-editor__error" role="alert">
                {errors.items}
              </div>
            )}
          </Panel>

          <Panel title="결제 조건">
            <PaymentScheduleFields
              schedule={draft.schedule}
              totalWon={totals.total_won}
              error={errors.payment_schedule}
              onChange={(schedule) => change({ schedule })}
            />
          </Panel>

          <Panel title="유효기간과 비고">
            <FormField htmlFor={`${id}-valid`} label="유효기간" required error={errors.valid_until}>
              <input
                id={`${id}-valid`}
                type="date"
                className="native-input quote-editor__date"
                min={today}
                value={draft.valid_until}
                onChange={(event) => change({ valid_until: event.target.value })}
              />
            </FormField>
            <FormField htmlFor={`${id}-notes`} label="비고" error={errors.notes}>
              <TextArea
                id={`${id}-notes`}
                rows={4}
                maxLength={2000}
                showCount
                placeholder="예: 폐기물 처리비 포함, 공사 기간 약 3주"
                value={draft.notes}
                onChange={(event) => change({ notes: event.target.value })}
              />
            </FormField>
          </Panel>
        </div>

        <aside className="quote-editor__side" aria-label="견적 미리보기">
          <Panel title="합계 미리보기" size="small">
            <QuoteTotalsList totals={totals} label="합계 미리보기" />
            <p className="quote-editor__note">금액은 발송할 때 서버가 다시 계산합니다.</p>
            {sendError && (
              <Alert className="quote-editor__send-error" type="error" showIcon title={sendError} />
            )}
            <Button
              type="primary"
              size="large"
              block
              disabled={!lead.data || !!blocked}
              loading={send.isPending}
              onClick={() => void review()}
            >
              견적서 발송
            </Button>
          </Panel>
        </aside>
      </div>
      {confirming && lead.data && (
        <SendDialog
          lead={lead.data}
          body={confirming}
          totalWon={totals.total_won}
          sending={send.isPending}
          onCancel={() => setConfirming(null)}
          onSend={() => submit(confirming)}
        />
      )}
      {leaveHolder}
    </div>
  );
}
