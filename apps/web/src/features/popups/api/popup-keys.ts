import type { PopupPlacement } from '@partner-portal/contract/popups-api';

export const popupKeys = {
  all: ['popups'] as const,
  due: (placement: PopupPlacement) => [...popupKeys.all, 'due', placement] as const,
};
