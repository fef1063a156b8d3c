import { useSession } from './app-session';
import { type GatedOperation, operationDenial } from './permissions';

/**
 * For the active organisation's membership: why the user may not do `action` (the reason to
 * show beside the disabled control), or null when their role may. See operationDenial.
 */
export function useOperationDenial() {
  const { activeOrg } = useSession();
  return (operations: GatedOperation | readonly GatedOperation[], action: string) =>
    operationDenial(activeOrg, operations, action);
}
