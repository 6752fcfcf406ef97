/**
 * The schedule form's values and the request body: staff pick Korean wall-clock times whatever the
 * computer's zone, so the pickers' values are read as Seoul time (`+09:00`) and rows are shown so.
 */
import type { StaffInspectionRow } from '@partner-portal/contract/inspection-api';
import { seoulMinuteText } from '@partner-portal/contract/seoul-time';
import type { Dayjs } from 'dayjs';
import { pickedSeoulInstant, seoulPickerValue } from '../../shared/seoul-picker';

export interface InspectionFormValues {
  window: [Dayjs, Dayjs];
  message: string;
  image_url?: string;
  allow_reads: boolean;
  /** Absent: three days before the start (the server's default). */
  announce_from?: Dayjs | null;
}

/** `2026-12-04 02:00` in Seoul. */
export const seoulText = (iso: string) => seoulMinuteText(new Date(iso));

export function toRequestBody(values: InspectionFormValues): object {
  return {
    start_at: pickedSeoulInstant(values.window[0]),
    end_at: pickedSeoulInstant(values.window[1]),
    message: values.message,
    image_url: values.image_url?.trim() ? values.image_url.trim() : null,
    allow_reads: values.allow_reads,
    announce_from: values.announce_from ? pickedSeoulInstant(values.announce_from) : null,
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
