/**
 * The quote's items, grouped by 공정: a row per item with 품명, 자재, 수량, 단위, 노무비 단가, 자재비
 * 단가 and its 금액 as the server will compute it. Tab goes through the cells in reading order;
 * Enter in a cell adds a row under it (in the same 공정) and puts the cursor in its 품명.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatWon } from '@partner-portal/contract/money';
import { QUOTE_TRADES, QUOTE_UNITS, type QuoteTrade } from '@partner-portal/contract/leads-constants';
import { lineAmounts } from '@partner-portal/contract/quote-math';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NativeSelect } from '../../components/list-controls/native-select';
import { NumberInput } from '../../components/number-input';
import { TextInput } from '../../components/text-input';
import {
  addRowAfter,
  groupByTrade,
  lineFigures,
  moveRow,
  type DraftRow,
  type QuoteUnit,
} from './quote-draft';
import type { QuoteErrors } from './quote-validation';

interface Props {
  rows: DraftRow[];
  errors: QuoteErrors;
  onChange: (rows: DraftRow[]) => void;
}

const HEADERS = [
  '품명',
  '자재 (브랜드/등급)',
  '수량',
  '단위',
  '노무비 단가',
  '자재비 단가',
  '금액',
  '순서·삭제',
];

/** A cell's visible name on a phone, where the table's header is not shown. */
const CellLabel = ({ children }: { children: string }) => (
  <span className="quote-items__cell-label" aria-hidden="true">
    {children}
  </span>
);

export function QuoteItemsEditor({ rows, errors, onChange }: Props) {
  const id = useId();
  // A row just added gets the cursor once it is on the page.
  const focusNext = useRef<string | null>(null);
  const [newTrade, setNewTrade] = useState<QuoteTrade>(QUOTE_TRADES[0]);
  const nameId = (row: DraftRow) => `${id}-${row.key}-name`;

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(`${id}-${focusNext.current}-name`)?.focus();
    focusNext.current = null;
  });

  const add = (after: DraftRow | null, trade: QuoteTrade) => {
    const { rows: next, row } = addRowAfter(rows, after, trade);
    focusNext.current = row.key;
    onChange(next);
  };
  const update = (row: DraftRow, change: Partial<DraftRow>) =>
    onChange(rows.map((other) => (other === row ? { ...row, ...change } : other)));
  const remove = (row: DraftRow) => onChange(rows.filter((other) => other !== row));

  const enterAddsRow = (row: DraftRow) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    add(row, row.trade);
  };

  const groups = groupByTrade(rows);
  const absent = QUOTE_TRADES.filter((trade) => !groups.some((group) => group.trade === trade));

  return (
    <div className="quote-items">
      {groups.length === 0 && <p className="quote-items__empty">공정을 추가하고 항목을 입력해주세요.</p>}
      {groups.map(({ trade, rows: inTrade }) => {
        const subtotal = inTrade.reduce((sum, row) => sum + lineAmounts(lineFigures(row)).amount_won, 0);
        return (
          <section key={trade} className="quote-items__group" aria-labelledby={`${id}-${trade}`}>
            <div className="quote-items__group-head">
              <h3 id={`${id}-${trade}`}>{trade}</h3>
              <span className="quote-items__subtotal">소계 {formatWon(subtotal)}</span>
            </div>
            <table className="quote-items__table">
              <thead>
                <tr>
                  {HEADERS.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {inTrade.map((row, index) => {
                  const label = (field: string) => `${trade} ${index + 1}행 ${field}`;
                  const error = (field: string) => errors[`${row.key}.${field}`];
                  const status = (field: string) => (error(field) ? 'error' : undefined);
                  const rowErrors = [
                    'name',
                    'material',
                    'quantity',
                    'unit',
                    'labour_unit_won',
                    'material_unit_won',
                  ]
                    .map(error)
                    .filter(Boolean);
                  return (
                    <tr key={row.key} className="quote-items__row" onKeyDown={enterAddsRow(row)}>
                      <td className="quote-items__name">
                        <CellLabel>품명</CellLabel>
                        <TextInput
                          id={nameId(row)}
                          aria-label={label('품명')}
                          placeholder="예: 욕실 벽 타일 시공"
                          maxLength={60}
                          value={row.name}
                          status={status('name')}
                          onChange={(event) => update(row, { name: event.target.value })}
                        />
                        {rowErrors.length > 0 && (
                          <div className="quote-items__error" role="alert">
                            {rowErrors.join(' ')}
                          </div>
                        )}
                      </td>
                      <td>
                        <CellLabel>자재</CellLabel>
                        <TextInput
                          aria-label={label('자재')}
                          placeholder="예: 대림바스 / 중급"
                          maxLength={60}
                          value={row.material}
                          status={status('material')}
                          onChange={(event) => update(row, { material: event.target.value })}
                        />
                      </td>
                      <td className="quote-items__qty">
                        <CellLabel>수량</CellLabel>
                        <NumberInput
                          aria-label={label('수량')}
                          precision={2}
                          max={100_000}
                          value={row.quantity}
                          status={status('quantity') ?? ''}
                          onChange={(quantity) => update(row, { quantity })}
                        />
                      </td>
                      <td className="quote-items__unit">
                        <CellLabel>단위</CellLabel>
                        <NativeSelect<QuoteUnit>
                          label={label('단위')}
                          value={row.unit}
                          options={QUOTE_UNITS.map((unit) => ({ value: unit, label: unit }))}
                          onChange={(unit) => update(row, { unit })}
                        />
                      </td>
                      <td className="quote-items__won">
                        <CellLabel>노무비 단가</CellLabel>
                        <NumberInput
                          aria-label={label('노무비 단가')}
                          grouped
                          max={1_000_000_000}
                          step={1_000}
                          placeholder="0"
                          suffix="원"
                          value={row.labour_unit_won}
                          status={status('labour_unit_won') ?? ''}
                          onChange={(won) => update(row, { labour_unit_won: won })}
                        />
                      </td>
                      <td className="quote-items__won">
                        <CellLabel>자재비 단가</CellLabel>
                        <NumberInput
                          aria-label={label('자재비 단가')}
                          grouped
                          max={1_000_000_000}
                          step={1_000}
                          placeholder="0"
                          suffix="원"
                          value={row.material_unit_won}
                          status={status('material_unit_won') ?? ''}
                          onChange={(won) => update(row, { material_unit_won: won })}
                        />
                      </td>
                      <td className="quote-items__amount">
                        <CellLabel>금액</CellLabel>
                        <output aria-label={label('금액')}>
                          {formatWon(lineAmounts(lineFigures(row)).amount_won)}
                        </output>
                      </td>
                      <td className="quote-items__actions">
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowUpOutlined aria-hidden="true" />}
                          aria-label={`${label('')}위로`}
                          disabled={index === 0}
                          onClick={() => onChange(moveRow(rows, row, -1))}
                        />
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowDownOutlined aria-hidden="true" />}
                          aria-label={`${label('')}아래로`}
                          disabled={index === inTrade.length - 1}
                          onClick={() => onChange(moveRow(rows, row, 1))}
                        />
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden="true" />}
                          aria-label={`${label('')}삭제`}
                          onClick={() => remove(row)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Button
              className="quote-items__add"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => add(inTrade[inTrade.length - 1] ?? null, trade)}
            >
              {trade} 항목 추가
            </Button>
          </section>
        );
      })}
      {absent.length > 0 && (
        <div className="quote-items__new-trade">
          <NativeSelect<QuoteTrade>
            label="추가할 공정"
            value={absent.includes(newTrade) ? newTrade : absent[0]!}
            options={absent.map((trade) => ({ value: trade, label: trade }))}
            onChange={setNewTrade}
          />
          <Button
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => add(null, absent.includes(newTrade) ? newTrade : absent[0]!)}
          >
            공정 추가
          </Button>
        </div>
      )}
    </div>
  );
}
