/**
 * The popup form and the API body. Times are entered and shown as the Seoul wall clock whatever the
 * browser's zone: the picker's fields are read as Korean time and sent with +09:00. The end is
 * exclusive (the first minute it no longer shows), as the API stores it.
 */
import type {
  PopupAudience,
  PopupButton,
  PopupKind,
  PopupPlacement,
  StaffPopupInput,
  StaffPopupRow,
} from '@partner-portal/contract/popups-api';
import type { Dayjs } from 'dayjs';
import { pickedSeoulInstant, seoulPickerValue } from '../../shared/seoul-picker';

export interface PopupFormValues {
  kind: PopupKind;
  title: string;
  body: string;
  image_url?: string;
  image_width?: number | null;
  image_height?: number | null;
  image_alt?: string;
  buttons: PopupButton[];
  placement: PopupPlacement;
  audience: PopupAudience;
  audience_grades: string[];
  starts_at: Dayjs | null;
  ends_at: Dayjs | null;
  priority: number;
  offers_hide_today: boolean;
  visible: boolean;
}

const fromSeoul = (iso: string | null) => (iso ? seoulPickerValue(iso) : null);

export function toFormValues(row: StaffPopupRow | null): PopupFormValues {
  return {
    kind: row?.kind ?? 'text',
    title: row?.title ?? '',
    body: row?.body ?? '',
    image_url: row?.image?.url ?? '',
    image_width: row?.image?.width ?? null,
    image_height: row?.image?.height ?? null,
    image_alt: row?.image?.alt ?? '',
    buttons: row?.buttons ?? [],
    placement: row?.placement ?? 'intro',
    audience: row?.audience ?? 'all',
    audience_grades: row?.audience_grades ?? [],
    starts_at: fromSeoul(row?.starts_at ?? null),
    ends_at: fromSeoul(row?.ends_at ?? null),
    priority: row?.priority ?? 100,
    offers_hide_today: row?.offers_hide_today ?? true,
    visible: row?.visible ?? false,
  };
}

export function toRequestBody(v: PopupFormValues): StaffPopupInput {
  const url = v.image_url?.trim();
  return {
    kind: v.kind,
    title: v.title ?? '',
    body: v.body ?? '',
    image: url
      ? { url, width: v.image_width ?? 0, height: v.image_height ?? 0, alt: v.image_alt ?? '' }
      : null,
    buttons: (v.buttons ?? []).filter((b) => b && (b.label || b.url)),
    placement: v.placement,
    audience: v.audience,
    audience_grades: v.audience === 'grades' ? (v.audience_grades as StaffPopupInput['audience_grades']) : [],
    visible: v.visible,
    // The server names a missing start in Korean.
    starts_at: v.starts_at ? pickedSeoulInstant(v.starts_at) : '',
    ends_at: v.ends_at ? pickedSeoulInstant(v.ends_at) : null,
    priority: v.priority,
    offers_hide_today: v.offers_hide_today,
  };
}
