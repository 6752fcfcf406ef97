export const introKeys = {
  managerContact: (memberNo: number) => ['manager-contact', memberNo] as const,
};
