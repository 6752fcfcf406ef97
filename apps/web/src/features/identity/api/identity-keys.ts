export const identityKeys = {
  all: ['identity'] as const,
  result: (token: string) => [...identityKeys.all, 'result', token] as const,
};
