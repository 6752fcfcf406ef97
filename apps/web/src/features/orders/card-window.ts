/**
 * Opens the card payment window: the gateway's script (NicePay's, or the sandbox's stand-in) defines
 * `AUTHNICE.requestPay`, which leaves for the window; the window returns to our server, which
 * approves the payment and redirects to /payment/complete.
 */
import type { CardWindowRequest } from '@partner-portal/contract/orders-api';

interface WindowError {
  resultCode?: string;
  errorMsg?: string;
  msg?: string;
}

declare global {
  interface Window {
    AUTHNICE?: { requestPay(options: Record<string, unknown>): void };
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new Error('결제창을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'));
      };
      document.head.appendChild(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/** Resolves never when the window opens (the page leaves); rejects with the window's error message. */
export async function openCardWindow(request: CardWindowRequest): Promise<never> {
  await loadScript(request.script_url);
  const pay = window.AUTHNICE;
  if (!pay) throw new Error('결제창을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
  return new Promise<never>((_resolve, reject) => {
    pay.requestPay({
      clientId: request.clientId,
      method: request.method,
      orderId: request.orderId,
      amount: request.amount,
      goodsName: request.goodsName,
      // The gateway posts back to an absolute address.
      returnUrl: new URL(request.returnUrl, window.location.origin).href,
      fnError: (error: WindowError) =>
        reject(new Error(error.errorMsg ?? error.msg ?? '결제창을 열지 못했습니다. 다시 시도해주세요.')),
    });
  });
}
