/**
 * The bank-transfer notice of spec §1: the provider's account at a named bank, the company name as
 * depositor, then a call to the partner's manager. The account number copies to the clipboard with
 * spec §8's two messages.
 */
import { CopyOutlined, PhoneOutlined } from '@ant-design/icons';
import { MESSAGES } from '@partner-portal/contract/messages';
import { formatWon } from '@partner-portal/contract/money';
import { DEPOSIT_HOLD_HOURS } from '@partner-portal/contract/orders-constants';
import type { BankTransferInstructions } from '@partner-portal/contract/orders-api';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';

interface Props {
  /** What to show; null keeps the dialog closed. */
  instructions: BankTransferInstructions | null;
  onClose: () => void;
}

async function copyAccount(accountNumber: string) {
  try {
    await navigator.clipboard.writeText(accountNumber);
    showToast('success', MESSAGES.accountCopied);
  } catch {
    showToast('error', MESSAGES.accountCopyFailed);
  }
}

export function BankTransferDialog({ instructions, onClose }: Props) {
  const { data: partner } = useMyPartner();
  return (
    <Modal
      open={instructions !== null}
      title="무통장입금 안내"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          확인
        </Button>
      }
    >
      {instructions && (
        <div className="bank-dialog">
          <p className="bank-dialog__lead">아래 계좌로 입금해주세요. 입금이 확인되면 요금제가 시작됩니다.</p>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'bank', label: '은행', children: instructions.bank_name },
              {
                key: 'account',
                label: '계좌번호',
                children: (
                  <span className="bank-dialog__account">
                    <strong>{instructions.account_number}</strong>
                    <Button
                      size="small"
                      icon={<CopyOutlined aria-hidden="true" />}
                      onClick={() => void copyAccount(instructions.account_number)}
                    >
                      계좌번호 복사
                    </Button>
                  </span>
                ),
              },
              { key: 'holder', label: '예금주', children: instructions.account_holder },
              {
                key: 'amount',
                label: '입금액',
                children: <strong>{formatWon(instructions.amount_won)}</strong>,
              },
              { key: 'depositor', label: '입금자명', children: instructions.depositor_name },
              {
                key: 'deadline',
                label: '입금 기한',
                children: `${formatDateTime(instructions.deposit_deadline)}까지`,
              },
            ]}
          />
          <Alert
            type="info"
            showIcon
            title="입금자명은 반드시 업체명으로 해주세요."
            description={`입금 기한(주문 후 ${DEPOSIT_HOLD_HOURS}시간) 안에 입금하신 뒤 담당 매니저에게 연락해주세요. 입금을 확인하면 요금제를 시작해 드립니다. 기한이 지나면 주문이 만료되고, 맡아 둔 광고 자리도 다른 파트너에게 열립니다.`}
          />
          {partner?.manager_name && partner.manager_phone ? (
            <p className="bank-dialog__manager">
              담당 매니저 {partner.manager_name}{' '}
              <a href={`tel:${partner.manager_phone.replace(/-/g, '')}`}>
                <PhoneOutlined aria-hidden="true" /> {partner.manager_phone}
              </a>
            </p>
          ) : (
            <p className="bank-dialog__manager">
              담당 매니저가 배정되면 홈 화면에서 연락처를 확인할 수 있습니다.
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
