/** How times and periods read on screen: dates in the viewer's (Korean) time. Won: contract/money. */
import dayjs from 'dayjs';

export const formatDate = (iso: string) => dayjs(iso).format('YYYY.MM.DD');

export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY.MM.DD HH:mm');

/** `1` → 1개월, `12` → 12개월. */
export const formatMonths = (months: number) => `${months}개월`;
