// Icons come from lucide-react, imported one by one where they are used so the
// bundler keeps only those. This file only fixes their size and stroke.
import type { LucideIcon } from 'lucide-react';

export type { LucideIcon };

/** Decorative: the control that holds one always has its own accessible name. */
export function Icon({ icon: Glyph, size = 20 }: { icon: LucideIcon; size?: number }) {
  return <Glyph size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
