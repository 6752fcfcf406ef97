/**
 * Staff pick times as the Seoul wall clock reads them, whatever the computer's zone: a picker's value
 * is read as Korean time and sent with +09:00, and an instant is shown in a picker as Seoul reads it.
 */
import { seoulInstant, seoulWallMinute } from '@partner-portal/contract/seoul-time';
import dayjs, { type Dayjs } from 'dayjs';

/** A picked wall-clock minute as a Seoul instant: `2026-12-04T02:00:00+09:00`. */
export const pickedSeoulInstant = (value: Dayjs) => seoulInstant(value.format('YYYY-MM-DDTHH:mm'));

/** An instant as a picker value showing its Seoul wall-clock minute. */
export const seoulPickerValue = (iso: string) => dayjs(seoulWallMinute(new Date(iso)));
