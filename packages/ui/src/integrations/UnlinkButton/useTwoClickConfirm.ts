import { useCallback, useEffect, useRef, useState } from 'react';

export type TwoClickPhase = 'idle' | 'confirming' | 'running';

/**
 * A destructive action that needs a second click within `windowMs`: the first click arms it,
 * the window running out disarms it, a second click in time runs `action` (phase `running`
 * until its promise settles).
 */
export function useTwoClickConfirm(action: () => unknown, windowMs: number) {
  const [phase, setPhase] = useState<TwoClickPhase>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase !== 'confirming') return;
    const timer = setTimeout(() => setPhase('idle'), windowMs);
    return () => clearTimeout(timer);
  }, [phase, windowMs]);

  const click = useCallback(async () => {
    if (phase === 'idle') {
      setPhase('confirming');
      return;
    }
    if (phase !== 'confirming') return;
    setPhase('running');
    try {
      await action();
    } catch {
      // Reporting the failure (an error toast) is the caller's job; the button just resets.
    } finally {
      // The caller usually unmounts the button once unlinked; only reset if it is still here.
      if (mounted.current) setPhase('idle');
    }
  }, [phase, action]);

  return { phase, click };
}
