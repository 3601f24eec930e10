import { describe, expect, it } from 'vitest';
import { FALLBACK_TITLE, ROUTES, titleForPath } from './routes.js';

describe('route table', () => {
  it('titles each screen as the route table names it', () => {
    expect(titleForPath('/admin/dashboard')).toBe('Minhas operações');
    expect(titleForPath('/rtl/history-aviator')).toBe('Histórico Aviator');
    expect(titleForPath('/auth/register/ROLE_LOTOGREEN')).toBe('Cadastro');
    expect(titleForPath('/admin/roletas')).toBe('Sinais Roletas');
    expect(titleForPath('/admin/strategy-lab')).toBe('Laboratório de estratégias');
  });

  it('falls back for unknown paths', () => {
    expect(titleForPath('/admin/nowhere')).toBe(FALLBACK_TITLE);
  });

  it('puts exactly the three spec routes in the bottom navigation', () => {
    expect(ROUTES.filter((route) => route.showInBottom).map((route) => route.path)).toEqual([
      '/dashboard',
      '/history-aviator',
      '/horarios',
    ]);
  });
});
