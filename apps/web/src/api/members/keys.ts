/** Query keys of the organisation's members (User Management, people pickers). */
export const memberKeys = {
  all: ['members'] as const,
  roster: () => [...memberKeys.all, 'roster'] as const,
};
