// Runs one signal flow (see signalCycle.ts) on the browser's timers (tests
// drive them with fake timers). The signal itself is drawn only when the
// search ends, from `generate`, and only once `permit` (the api's signal
// permit, docs/product.md#signal-permit) has said yes: the search starts when
// the button is pressed, and a refusal ends it with nothing drawn.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  initialSignalCycle,
  secondsUntil,
  type SignalCycleState,
  type SignalTimings,
} from './signalCycle';

export interface SignalCycle<S> extends SignalCycleState<S> {
  /** Starts a search; ignored unless the flow is idle. */
  request: () => void;
}

/** Resolves true when a signal may be drawn now; without one, every request may. */
export type SignalPermit = () => Promise<boolean>;

export function useSignalCycle<S>(
  generate: () => S,
  timings: SignalTimings,
  permit?: SignalPermit,
): SignalCycle<S> {
  const [state, setState] = useState<SignalCycleState<S>>(initialSignalCycle);
  // The phase as the callbacks see it, so a double tap can't start two searches.
  const phaseRef = useRef(state.phase);
  const timeouts = useRef(new Set<number>());
  const interval = useRef<number | null>(null);
  const mounted = useRef(true);

  const stopCountdown = useCallback(() => {
    if (interval.current !== null) window.clearInterval(interval.current);
    interval.current = null;
  }, []);

  const later = useCallback((callback: () => void, ms: number) => {
    const handle = window.setTimeout(() => {
      timeouts.current.delete(handle);
      callback();
    }, ms);
    timeouts.current.add(handle);
  }, []);

  useEffect(() => {
    mounted.current = true;
    const pending = timeouts.current;
    return () => {
      mounted.current = false;
      for (const handle of pending) window.clearTimeout(handle);
      stopCountdown();
    };
  }, [stopCountdown]);

  const startCooldown = useCallback(
    (signal: S) => {
      const endsAt = Date.now() + timings.cooldownSeconds * 1000;
      phaseRef.current = 'cooldown';
      setState({
        phase: 'cooldown',
        signal,
        revealed: timings.revealMs === 0,
        secondsLeft: timings.cooldownSeconds,
      });
      if (timings.revealMs > 0) {
        later(() => {
          setState((current) => ({ ...current, revealed: true }));
        }, timings.revealMs);
      }
      interval.current = window.setInterval(() => {
        const secondsLeft = secondsUntil(endsAt, Date.now());
        if (secondsLeft > 0) {
          setState((current) => ({ ...current, secondsLeft }));
          return;
        }
        stopCountdown();
        phaseRef.current = 'idle';
        setState((current) =>
          timings.clearWhenReady
            ? initialSignalCycle
            : { ...current, phase: 'idle', revealed: true, secondsLeft: 0 },
        );
      }, 1000);
    },
    [later, stopCountdown, timings],
  );

  const request = useCallback(() => {
    if (phaseRef.current !== 'idle') return;
    phaseRef.current = 'searching';
    setState({ ...initialSignalCycle, phase: 'searching' });
    // The permit's answer, once known; the search's end acts on it at once, or waits for it.
    let answer: boolean | null = permit ? null : true;
    let searchEnded = false;
    const settle = () => {
      if (!mounted.current || !searchEnded || answer === null) return;
      if (answer) {
        startCooldown(generate());
        return;
      }
      phaseRef.current = 'idle';
      setState(initialSignalCycle);
    };
    if (permit)
      void permit().then((ok) => {
        answer = ok;
        settle();
      });
    later(() => {
      searchEnded = true;
      settle();
    }, timings.searchMs);
  }, [generate, later, permit, startCooldown, timings.searchMs]);

  return { ...state, request };
}
