import { useState } from 'react';

/**
 * Tracks which of a card's async actions is running, so its button can show a spinner.
 * A rejected action is swallowed here: the caller's callback already shows the error toast,
 * and the dialog it came from stays open for another try.
 */
export function useRunningAction<A extends string>() {
  const [running, setRunning] = useState<A | null>(null);
  const run = async (action: A, callback: () => unknown): Promise<boolean> => {
    setRunning(action);
    try {
      await callback();
      return true;
    } catch {
      return false;
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}
