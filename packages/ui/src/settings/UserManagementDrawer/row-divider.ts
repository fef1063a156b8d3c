/** The thin line above every list row but the first. */
export const ROW_DIVIDER = { borderTop: '1px solid var(--mantine-color-gray-3)' };
