/**
 * The retention registry (issue #40 §3): each kind of personal data the portal keeps, how long and
 * why. The daily destruction job (apps/server/src/features/retention) destroys what is past its
 * period; the README and the privacy policy (제3조) list this very table, a test keeps them equal.
 */
export interface RetentionKind {
  /** What the policy and the README call it. */
  label: string;
  /** Counted from `from`. */
  months: number;
  from: string;
  /** The law or the policy clause that sets the period. */
  basis: string;
}

export const RETENTION_KINDS = {
  clickEvents: {
    label: '클릭 이벤트(행태정보)',
    months: 24,
    from: '수집일',
    basis: '개인정보 처리방침 제12조',
  },
  identityRequests: {
    label: '본인확인 요청 기록(이름, 휴대전화번호, DI)',
    months: 3,
    from: '요청일',
    basis: '부정 이용 확인(회사 내부 방침)',
  },
  inquiries: {
    label: '제휴 문의(회사명, 담당자, 연락처, 문의 내용)',
    months: 12,
    from: '문의일',
    basis: '문의 응대(회사 내부 방침)',
  },
  loginRecords: {
    label: '로그인 기록(로그인 일시, 세션, 로그인한 브라우저)',
    months: 3,
    from: '마지막 사용일',
    basis: '통신비밀보호법',
  },
  paymentRecords: {
    label: '대금결제 기록의 카드·승인 정보(마스킹된 카드번호, 카드사, 승인번호, 영수증)',
    months: 60,
    from: '결제일',
    basis: '전자상거래 등에서의 소비자보호에 관한 법률',
  },
  withdrawnAccounts: {
    label: '탈퇴 회원의 재가입 확인 정보(DI·사업자등록번호의 키 해시)',
    months: 60,
    from: '탈퇴일',
    basis: '재가입 심사(이용약관, 개인정보 처리방침 제3조)',
  },
} as const satisfies Record<string, RetentionKind>;

export type RetentionKindKey = keyof typeof RETENTION_KINDS;

/** What is past its period is destroyed within this many days (spec §9). */
export const DESTRUCTION_WITHIN_DAYS = 5;

export const retentionPeriodLabel = (months: number): string =>
  months % 12 === 0 ? `${months / 12}년` : `${months}개월`;

/** The table's Markdown rows, as the README and the privacy policy print them. */
export const retentionTableRows = (): string[] =>
  Object.values(RETENTION_KINDS).map(
    (kind: RetentionKind) =>
      `| ${kind.label} | ${kind.from}로부터 ${retentionPeriodLabel(kind.months)} | ${kind.basis} |`,
  );
