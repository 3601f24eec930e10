// Advances fake timers inside act(), so React renders what the timers changed.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
