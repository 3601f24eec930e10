// Recomputes a round in the browser (WebCrypto) from its hash and salt.
import { isRoundHash } from '@velas/analysis/fairness/hex';
import { useEffect, useState } from 'react';
import { crashPointOf, previousHashOf } from './crashPoint.ts';

export interface BrowserCheck {
  crash: number;
  previousHash: string;
}

export function useBrowserCheck(hash: string | null, salt: string | null): BrowserCheck | null {
  const [check, setCheck] = useState<{ key: string; value: BrowserCheck } | null>(null);
  const key = hash && salt && isRoundHash(hash) ? `${salt}:${hash}` : null;
  useEffect(() => {
    if (!key || !hash || !salt) return;
    let current = true;
    void Promise.all([crashPointOf(hash, salt), previousHashOf(hash)]).then(
      ([crash, previousHash]) => {
        if (current) setCheck({ key, value: { crash, previousHash } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, hash, salt]);
  return check && check.key === key ? check.value : null;
}
