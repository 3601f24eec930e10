import { BANNER_AUTOPLAY_MS } from '@velas/domain/constants';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '#/ui/motion.ts';

export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => prefersReducedMotion());
  const turns = count > 1;

  useEffect(() => {
    if (paused || !turns) return;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % count);
    }, BANNER_AUTOPLAY_MS);
    return () => {
      clearInterval(timer);
    };
  }, [paused, turns, count]);

  return {
    /** The slide shown, always one of the `count`. */
    shown: index % count,
    paused,
    turns,
    pause: () => {
      setPaused(true);
    },
    resume: () => {
      setPaused(false);
    },
    /** One slide forwards (1) or backwards (-1), round the ends. */
    go: (step: number) => {
      setIndex((current) => (current + step + count) % count);
    },
  };
}
