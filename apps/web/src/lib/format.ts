/** How amounts and times read on screen: whole won with separators, dates in the viewer's (Korean) time. */
import dayjs from 'dayjs';

export const formatWon = (won: number) => `${won.toLocaleString('ko-KR')}원`;

export const formatDate = (iso: string) => dayjs(iso).format('YYYY.MM.DD');

export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY.MM.DD HH:mm');

/** `1` → 1개월, `12` → 12개월. */
export const formatMonths = (months: number) => `${months}개월`;
