// Renders its children once its box comes near the viewport: a chart below
// the fold loads apexcharts (about 125 KB) and draws only when the person
// scrolls to it, not while the page is starting. The box keeps `minHeight`
// until then, so nothing moves when the content arrives.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The content starts loading when its box enters the viewport, not before: a
 * phone's first screen ends just above the dashboard's chart, and loading and
 * drawing it "ahead" cost the page's start 140 KB and a third of a second of
 * main thread at 4x slowdown (docs/architecture.md#measurements).
 */
const AHEAD = '0px';

export function WhenVisible({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old engines, jsdom) the content shows at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [near]);

  return (
    <div ref={ref} style={{ minHeight }}>
      {near && children}
    </div>
  );
}
