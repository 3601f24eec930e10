// The withdrawal form's rules, the domain's zod schemas
// (@velas/domain/schemas/withdraw-form), loaded when the form mounts and not
// with the screen's chunks, so zod stays off the first paint
// (docs/architecture.md#phone-performance). The profile's answer, which the
// form waits for, has loaded the schemas' chunk already.
import type * as WithdrawFormSchemas from '@velas/domain/schemas/withdraw-form';
import { useEffect, useState } from 'react';

export type Schemas = typeof WithdrawFormSchemas;

/** The schemas once loaded; null while loading; 'failed' when the chunk could not load. */
export function useWithdrawFormSchemas(): Schemas | 'failed' | null {
  const [schemas, setSchemas] = useState<Schemas | 'failed' | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@velas/domain/schemas/withdraw-form').then(
      (loaded) => {
        if (mounted) setSchemas(loaded);
      },
      () => {
        if (mounted) setSchemas('failed');
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return schemas;
}
