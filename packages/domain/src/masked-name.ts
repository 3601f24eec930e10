// Enough for the owner to recognise their own name, not enough to identify a
// stranger by CPF (docs/api/settings.md#document-check).
const PARTICLES = new Set(['da', 'das', 'de', 'di', 'do', 'dos', 'e']);

/** `Maria Teste da Silva` -> `Maria T. da S.` */
export function maskedName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const masked = rest.map((word) =>
    PARTICLES.has(word.toLowerCase()) ? word : `${Array.from(word)[0] ?? ''}.`,
  );
  return [first, ...masked].join(' ');
}
