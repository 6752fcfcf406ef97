/** The history's 엑셀/CSV download of everything its filter matches (not only the page shown). */
import { groupDigits } from '@partner-portal/contract/money';
import { DownloadOutlined } from '@ant-design/icons';
import { ORDER_EXPORT_MAX } from '@partner-portal/contract/orders-constants';
import { Button } from 'antd';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { exportOrders, type OrderExportFilter } from './api/export-orders';
import { saveFile } from '../../lib/save-file';
import { exportFileName, historyCsv, historyXlsx, type ExportFormat } from './history-export';

export function HistoryDownload({ filter, disabled }: { filter: OrderExportFilter; disabled: boolean }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      const { items, total } = await exportOrders(filter);
      const file =
        format === 'csv'
          ? new Blob([historyCsv(items)], { type: 'text/csv;charset=utf-8' })
          : await historyXlsx(items);
      saveFile(file, exportFileName(filter, format));
      if (total > items.length)
        showToast(
          'warning',
          `한 번에 최대 ${groupDigits(ORDER_EXPORT_MAX)}건까지 내려받을 수 있어 최근 내역만 담았습니다. 기간을 나누어 내려받아주세요.`,
        );
    } catch {
      // The HTTP client has already said why when the server refused; this covers the file step.
      showToast('error', '결제 내역 파일을 만들지 못했습니다. 잠시 후 다시 시도해주세요.', {
        key: 'history-download',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="history__download">
      <Button
        icon={<DownloadOutlined aria-hidden="true" />}
        loading={busy === 'xlsx'}
        disabled={disabled || busy !== null}
        onClick={() => void download('xlsx')}
      >
        엑셀 다운로드
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden="true" />}
        loading={busy === 'csv'}
        disabled={disabled || busy !== null}
        onClick={() => void download('csv')}
      >
        CSV 다운로드
      </Button>
    </div>
  );
}
