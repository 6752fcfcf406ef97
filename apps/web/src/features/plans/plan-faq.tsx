/** The plan guide's questions and answers (the FAQ's 요금제·결제 category); nothing while it loads or fails. */
import { Collapse } from 'antd';
import { usePlanFaq } from './api/get-plan-faq';

export function PlanFaq() {
  const faq = usePlanFaq();
  if (!faq.data?.length) return null;
  return (
    <section className="plan-faq" aria-labelledby="plan-faq-title">
      <h2 id="plan-faq-title" className="plan-faq__title">
        요금제·결제 자주 묻는 질문
      </h2>
      <Collapse
        items={faq.data.map((item) => ({
          key: item.faq_no,
          label: item.question,
          children: <p className="plan-faq__answer">{item.answer}</p>,
        }))}
      />
    </section>
  );
}
