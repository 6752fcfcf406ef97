/**
 * The partner's notes on a lead, newest first, and the next contact date (a reminder goes at 09:00
 * that day). A note or a date, or both, in one save; the date can also be cleared.
 */
import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import { failureText } from '../../lib/http/api-error';
import { showToast } from '../../lib/toast';
import { useAddLeadNote } from './api/answer-lead';

function NoteForm({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const save = useAddLeadNote(lead.lead_no);
  const [text, setText] = useState('');
  const [nextContact, setNextContact] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(body: Parameters<typeof save.mutateAsync>[0], done: string) {
    setError(null);
    try {
      await save.mutateAsync(body);
      setText('');
      setNextContact('');
      showToast('success', done);
    } catch (failure) {
      setError(failureText(failure, '저장하지 못했습니다. 다시 시도해주세요.'));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() && !nextContact) return setError('메모 또는 다음 연락일을 입력해주세요.');
    void send(
      { text: text.trim(), ...(nextContact ? { next_contact_on: nextContact } : {}) },
      '저장했습니다.',
    );
  }

  return (
    <form className="lead-note-form" onSubmit={submit} aria-label="메모 추가">
      <label htmlFor={`${id}-text`} className="lead-reason__label">
        메모
      </label>
      <Input.TextArea
        id={`${id}-text`}
        value={text}
        maxLength={1000}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="통화 내용, 방문 일정 등"
        onChange={(event) => setText(event.target.value)}
      />
      <div className="lead-note-form__row">
        <label htmlFor={`${id}-next`} className="lead-reason__label">
          다음 연락일
        </label>
        <input
          type="date"
          id={`${id}-next`}
          className="native-input"
          value={nextContact}
          min={seoulDate(new Date())}
          onChange={(event) => setNextContact(event.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          저장
        </Button>
      </div>
      {lead.next_contact_on && (
        <p className="lead-note-form__next">
          다음 연락일: <strong>{formatDate(lead.next_contact_on)}</strong> (그날 오전 9시에 알림)
          <Button
            type="link"
            size="small"
            disabled={save.isPending}
            onClick={() => void send({ next_contact_on: null }, '다음 연락일을 지웠습니다.')}
          >
            지우기
          </Button>
        </p>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </form>
  );
}

/** `canWrite`: the lead is in progress (accepted … contracted); before or after, the notes only show. */
export function LeadNotes({ lead, canWrite }: { lead: LeadDetail; canWrite: boolean }) {
  // A save with only a date leaves no words to show.
  const notes = lead.notes
    .filter((note) => note.text)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <>
      {canWrite && <NoteForm lead={lead} />}
      {notes.length === 0 ? (
        <p className="lead-detail__none">남긴 메모가 없습니다.</p>
      ) : (
        <ul className="lead-notes" aria-label="메모 목록">
          {notes.map((note) => (
            <li key={note.note_no} className="lead-notes__item">
              <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
