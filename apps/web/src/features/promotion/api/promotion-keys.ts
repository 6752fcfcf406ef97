export const promotionKeys = {
  all: ['promotions'] as const,
  mine: () => [...promotionKeys.all, 'mine'] as const,
};
