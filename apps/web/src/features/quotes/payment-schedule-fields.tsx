/**
 * 결제 조건: 계약금, 중도금, 잔금 as whole percents of the total, which must make 100, each with when it
 * is due and its amount (the rest of the rounding on 잔금, as the server computes it).
 */
import { formatWon } from '@partner-portal/contract/money';
import { scheduleAmounts } from '@partner-portal/contract/quote-math';
import { NumberInput } from '../../components/number-input';
import { TextInput } from '../../components/text-input';
import { schedulePercentTotal, type DraftStage } from './quote-draft';

interface Props {
  schedule: DraftStage[];
  totalWon: number;
  error?: string;
  onChange: (schedule: DraftStage[]) => void;
}

export function PaymentScheduleFields({ schedule, totalWon, error, onChange }: Props) {
  const percentTotal = schedulePercentTotal(schedule);
  const amounts = scheduleAmounts(
    totalWon,
    schedule.map((stage) => ({ stage: stage.stage, percent: stage.percent ?? 0 })),
  );
  const update = (stage: DraftStage, change: Partial<DraftStage>) =>
    onChange(schedule.map((other) => (other === stage ? { ...stage, ...change } : other)));
  const off = percentTotal !== 100;

  return (
    <div className="quote-schedule">
      <table className="quote-schedule__table">
        <thead>
          <tr>
            <th scope="col">구분</th>
            <th scope="col">비율</th>
            <th scope="col">지급 시점</th>
            <th scope="col">금액</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((stage, i) => (
            <tr key={stage.stage}>
              <th scope="row">{stage.stage}</th>
              <td className="quote-schedule__percent">
                <NumberInput
                  aria-label={`${stage.stage} 비율`}
                  max={100}
                  suffix="%"
                  value={stage.percent}
                  status={off ? 'error' : ''}
                  onChange={(percent) => update(stage, { percent })}
                />
              </td>
              <td>
                <TextInput
                  aria-label={`${stage.stage} 지급 시점`}
                  maxLength={40}
                  placeholder="예: 계약 시"
                  value={stage.due}
                  onChange={(event) => update(stage, { due: event.target.value })}
                />
              </td>
              <td className="quote-schedule__amount">
                <output aria-label={`${stage.stage} 금액`}>{formatWon(amounts[i]!.amount_won)}</output>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">합계</th>
            <td colSpan={3}>
              <output aria-label="결제 비율 합계" className={off ? 'quote-schedule__sum--off' : undefined}>
                {percentTotal}%
              </output>
            </td>
          </tr>
        </tfoot>
      </table>
      {(off || error) && (
        <div className="quote-schedule__error" role="alert">
          {error ?? `계약금, 중도금, 잔금의 합이 100%가 되어야 합니다. (지금 ${percentTotal}%)`}
        </div>
      )}
    </div>
  );
}
