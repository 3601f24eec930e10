// No fake search and no waiting time.
import { useCallback, useEffect, useRef, useState } from 'react';

/** `asking`: the api's permit is on its way (a few milliseconds); nothing is shown for it. */
export type SignalPhase = 'idle' | 'asking';

export interface SignalCycleState<S> {
  phase: SignalPhase;
  /** The latest signal, kept until the next draw. */
  signal: S | null;
}

export interface SignalCycle<S> extends SignalCycleState<S> {
  /** Draws a new signal; ignored while a permit is being asked. */
  request: () => void;
}

/** Resolves true when a signal may be drawn now; without one, every request may. */
export type SignalPermit = () => Promise<boolean>;

export function useSignalCycle<S>(generate: () => S, permit?: SignalPermit): SignalCycle<S> {
  const [state, setState] = useState<SignalCycleState<S>>({ phase: 'idle', signal: null });
  // Read by the callbacks, so a double tap can't ask twice.
  const asking = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(() => {
    if (asking.current) return;
    if (!permit) {
      setState({ phase: 'idle', signal: generate() });
      return;
    }
    asking.current = true;
    setState((current) => ({ ...current, phase: 'asking' }));
    void permit().then((ok) => {
      asking.current = false;
      if (mounted.current) setState({ phase: 'idle', signal: ok ? generate() : null });
    });
  }, [generate, permit]);

  return { ...state, request };
}
