/**
 * The schedule form's values and the request body: staff pick Korean wall-clock times whatever the
 * computer's zone, so the pickers' values are read as Seoul time (`+09:00`) and rows are shown so.
 */
import type { StaffInspectionRow } from '@partner-portal/contract/inspection-api';
import { seoulMinuteText } from '@partner-portal/contract/inspection-constants';
import dayjs, { type Dayjs } from 'dayjs';

export interface InspectionFormValues {
  window: [Dayjs, Dayjs];
  message: string;
  image_url?: string;
  allow_reads: boolean;
  /** Absent: three days before the start (the server's default). */
  announce_from?: Dayjs | null;
}

/** A picked wall-clock time as a Seoul instant: `2026-12-04T02:00:00+09:00`. */
export const seoulInstant = (value: Dayjs) => `${value.format('YYYY-MM-DDTHH:mm')}:00+09:00`;

/** An instant as a picker value showing its Seoul wall-clock time. */
export const seoulPickerValue = (iso: string) => dayjs(seoulMinuteText(new Date(iso)).replace(' ', 'T'));

/** `2026-12-04 02:00` in Seoul. */
export const seoulText = (iso: string) => seoulMinuteText(new Date(iso));

export function toRequestBody(values: InspectionFormValues): object {
  return {
    start_at: seoulInstant(values.window[0]),
    end_at: seoulInstant(values.window[1]),
    message: values.message,
    image_url: values.image_url?.trim() ? values.image_url.trim() : null,
    allow_reads: values.allow_reads,
    announce_from: values.announce_from ? seoulInstant(values.announce_from) : null,
  };
}

export function fromRow(row: StaffInspectionRow): InspectionFormValues {
  return {
    window: [seoulPickerValue(row.start_at), seoulPickerValue(row.end_at)],
    message: row.message,
    image_url: row.image_url ?? undefined,
    allow_reads: row.allow_reads,
    announce_from: seoulPickerValue(row.announce_from),
  };
}
