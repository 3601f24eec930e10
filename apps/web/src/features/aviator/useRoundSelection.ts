import { useState, type KeyboardEvent } from 'react';

/** The tapped round: a tap on its chip again, or Escape, closes its line. */
export function useRoundSelection() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return {
    selectedId,
    toggle: (id: number) => {
      setSelectedId((current) => (current === id ? null : id));
    },
    // Escape closes the tapped round's line; focus stays on its chip.
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && selectedId !== null) {
        event.stopPropagation();
        setSelectedId(null);
      }
    },
  };
}
