/** The FAQ of /enter, read from the server and grouped by category; nothing shows when it cannot load. */
import { useEffect, useState } from 'react';
import { getFaq, type FaqItem } from './api/get-faq';

type Load = { state: 'loading' } | { state: 'done'; items: FaqItem[] } | { state: 'failed' };

function byCategory(items: FaqItem[]): [string, FaqItem[]][] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category_name, [...(groups.get(item.category_name) ?? []), item]);
  return [...groups];
}

export function EnterFaq() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getFaq(controller.signal)
      .then((items) => setLoad({ state: 'done', items }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, []);

  if (load.state === 'loading')
    return (
      <p className="enter-faq__status" aria-busy="true">
        자주 묻는 질문을 불러오는 중입니다.
      </p>
    );
  if (load.state === 'failed' || load.items.length === 0) {
    return (
      <p className="enter-faq__status">
        자주 묻는 질문을 불러오지 못했습니다. 아래 입점 문의로 궁금한 점을 남겨주세요.
      </p>
    );
  }
  return (
    <div className="enter-faq">
      {byCategory(load.items).map(([category, items]) => (
        <section key={category} className="enter-faq__group" aria-label={category}>
          <h3 className="enter-faq__category">{category}</h3>
          {items.map((item) => (
            <details key={item.faq_no} className="enter-faq__item">
              <summary className="enter-faq__question">{item.question}</summary>
              <p className="enter-faq__answer">{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
