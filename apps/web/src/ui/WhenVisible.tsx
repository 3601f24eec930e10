// Renders its children once its box nears the viewport, so a chart below the
// fold loads apexcharts only when scrolled to; the box keeps its height
// meanwhile (docs/design.md#charts). `data-lazy` marks it for the layout suite.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The content starts loading when its box enters the viewport, not before: a
 * phone's first screen ends just above the dashboard's chart, and loading and
 * drawing it "ahead" cost the page's start bytes and main-thread time
 * (measured in docs/architecture.md#measurements).
 */
const AHEAD = '0px';

/**
 * How long after mounting a box that shows itself when idle waits before
 * asking for an idle moment: the page's own start comes first.
 */
const IDLE_AFTER_MS = 1500;

export function WhenVisible({
  minHeight,
  placeholder = null,
  whenIdle = false,
  children,
}: {
  minHeight: number;
  placeholder?: ReactNode;
  /**
   * Also shows the content once the page is idle, in view or not: a box that a
   * fast fling skips, or a full-page capture never scrolls to, must not stay
   * an outline.
   */
  whenIdle?: boolean;
  children: ReactNode;
}) {
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

  useEffect(() => {
    if (near || !whenIdle) return;
    let idle: number | undefined;
    const reveal = () => {
      setNear(true);
    };
    const wait = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(reveal, { timeout: IDLE_AFTER_MS });
      else reveal();
    }, IDLE_AFTER_MS);
    return () => {
      clearTimeout(wait);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [near, whenIdle]);

  return (
    <div ref={ref} style={{ minHeight }} data-lazy={near ? 'shown' : 'waiting'}>
      {near ? children : placeholder}
    </div>
  );
}
