/**
 * For a bank transfer still awaiting its deposit: pay it by card instead. The server turns the
 * order into a card payment (same amount, new window attempt) and the card window opens.
 */
import type { OrderView } from '@partner-portal/contract/orders-api';
import { Button } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../lib/http/api-error';
import { showToast } from '../../lib/toast';
import { changeOrderPayment } from './api/change-order-payment';
import { openCardWindow } from './card-window';

export function PayByCardButton({ order }: { order: OrderView }) {
  const [opening, setOpening] = useState(false);

  async function payByCard() {
    setOpening(true);
    try {
      const card = await changeOrderPayment({ orderNo: order.order_no, method: 'card', quota: 0 });
      // Leaves the page when the window opens.
      if (card.card_window) await openCardWindow(card.card_window);
    } catch (error) {
      // The API client has already shown a refusal; the window's own failure is ours to show.
      if (!(error instanceof ApiError) && error instanceof Error) showToast('error', error.message);
      setOpening(false);
    }
  }

  return (
    <Button loading={opening} onClick={() => void payByCard()}>
      카드로 결제하기
    </Button>
  );
}
