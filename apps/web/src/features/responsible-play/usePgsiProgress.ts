import { useEffect, useRef, useState } from 'react';
import { PGSI_START, type PgsiProgress } from './pgsi.ts';

export function usePgsiProgress() {
  const [progress, setProgress] = useState(PGSI_START);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const shownQuestion = progress.shown;
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [shownQuestion]);

  const go = (next: PgsiProgress) => {
    moved.current = true;
    setProgress(next);
  };
  return { progress, heading, go };
}
