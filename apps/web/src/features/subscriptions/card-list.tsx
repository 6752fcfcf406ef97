/** The registered cards in billing order: reorder (drag, arrow keys, ▲▼), active switch, alias in place, delete. */
import type { BillingCard } from '@partner-portal/contract/subscriptions-api';
import { Alert, Button, Input, Modal, Switch, Tag } from 'antd';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { failureText } from '../../lib/http/api-error';
import { useDeleteCard, useReorderCards, useUpdateCard } from './api/card-mutations';

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function AliasEditor({ card }: { card: BillingCard }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(card.alias);
  const update = useUpdateCard();
  const save = () => {
    const alias = value.trim();
    if (!alias || alias === card.alias) return setEditing(false);
    update.mutate({ card_id: card.card_id, alias }, { onSuccess: () => setEditing(false) });
  };
  if (!editing)
    return (
      <span className="billing-card__alias">
        <strong>{card.alias}</strong>
        <Button
          type="link"
          size="small"
          onClick={() => setEditing(true)}
          aria-label={`${card.alias} 별칭 수정`}
        >
          수정
        </Button>
      </span>
    );
  return (
    <span className="billing-card__alias">
      <Input
        size="small"
        autoFocus
        maxLength={20}
        value={value}
        aria-label="카드 별칭"
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={save}
        onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
        status={update.isError ? 'error' : undefined}
      />
      <Button size="small" type="primary" onClick={save} loading={update.isPending}>
        저장
      </Button>
      <Button size="small" onClick={() => setEditing(false)}>
        취소
      </Button>
      {update.isError && <span role="alert">{failureText(update.error, '별칭을 바꾸지 못했습니다.')}</span>}
    </span>
  );
}

export function CardList({ cards }: { cards: BillingCard[] }) {
  const reorder = useReorderCards();
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const [dragged, setDragged] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<BillingCard | null>(null);
  const [announce, setAnnounce] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= cards.length || from === to) return;
    const next = moved(cards, from, to);
    reorder.mutate(next.map((card) => card.card_id));
    setAnnounce(`${cards[from]!.alias} 카드를 ${to + 1}번째로 옮겼습니다.`);
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp') move(index, index - 1);
    else if (event.key === 'ArrowDown') move(index, index + 1);
    else return;
    event.preventDefault();
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  const error = reorder.error ?? update.error ?? remove.error;
  return (
    <>
      {error && (
        <Alert
          className="subscriptions__alert"
          type="error"
          showIcon
          title={failureText(error, '변경하지 못했습니다.')}
        />
      )}
      <p className="subscriptions__hint">
        결제는 위에 있는 카드부터 시도합니다. 순서는 끌어 놓거나 화살표 키로 바꿀 수 있습니다.
      </p>
      <ol className="billing-cards" aria-label="등록 카드 (결제 순서)">
        {cards.map((card, index) => (
          <li
            key={card.card_id}
            className={`billing-card${card.active ? '' : ' billing-card--off'}`}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
          >
            <button
              type="button"
              className="billing-card__handle"
              // The name starts with the visible number (axe: label-content-name-mismatch).
              aria-label={`${index + 1} ${card.alias} 순서 ${index + 1}번째, 위아래 화살표로 이동`}
              onKeyDown={(event) => onKey(event, index)}
            >
              <span aria-hidden>⠿</span> {index + 1}
            </button>
            <div className="billing-card__body">
              <AliasEditor key={card.alias} card={card} />
              <span className="billing-card__number">{card.card_number}</span>
              <span className="billing-card__tags">
                {card.issuer && <Tag>{card.issuer}</Tag>}
                {card.card_type && <Tag>{card.card_type === 'credit' ? '신용' : '체크'}</Tag>}
                <Tag>{card.registration_type === 'personal' ? '개인' : '법인'}</Tag>
                {card.quota > 0 && <Tag>{card.quota}개월 할부</Tag>}
                {card.refused && <Tag color="error">사용 불가</Tag>}
              </span>
            </div>
            <div className="billing-card__actions">
              <Button
                size="small"
                aria-label={`${card.alias} 위로`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ▲
              </Button>
              <Button
                size="small"
                aria-label={`${card.alias} 아래로`}
                disabled={index === cards.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ▼
              </Button>
              <span className="billing-card__active">
                <Switch
                  size="small"
                  checked={card.active}
                  aria-label={`${card.alias} 사용`}
                  loading={update.isPending && update.variables?.card_id === card.card_id}
                  onChange={(active) => update.mutate({ card_id: card.card_id, active })}
                />
                <span aria-hidden>{card.active ? '사용' : '중지'}</span>
              </span>
              <Button size="small" danger onClick={() => setPendingDelete(card)}>
                삭제
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <Modal
        open={pendingDelete !== null}
        title="카드 삭제"
        okText="삭제"
        cancelText="취소"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setPendingDelete(null)}
        onOk={() =>
          pendingDelete && remove.mutate(pendingDelete.card_id, { onSettled: () => setPendingDelete(null) })
        }
      >
        {pendingDelete && (
          <p>
            {pendingDelete.alias} ({pendingDelete.card_number}) 카드를 삭제할까요? 삭제한 카드로는 더 이상
            결제하지 않습니다.
          </p>
        )}
      </Modal>
    </>
  );
}
