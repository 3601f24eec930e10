import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { ItemAction } from './queue.ts';

/** `path` is the item's under /ops-api (/queues/wins/5); `name` names a button's item. */
export function releaseOrReturn(
  path: string,
  needsTwo: boolean,
  name: (label: string) => string,
): ItemAction[] {
  const release = needsTwo ? backofficeTexts.proposeRelease : backofficeTexts.release;
  return [
    {
      label: release,
      name: name(release),
      pending: needsTwo
        ? {
            title: release,
            url: `${path}/propose-release`,
            body: (reason) => ({ reason }),
            totp: true,
          }
        : {
            title: release,
            url: `${path}/decide`,
            body: (reason) => ({ decision: 'release', reason }),
            totp: true,
          },
    },
    {
      label: backofficeTexts.returnToBalance,
      name: name(backofficeTexts.returnToBalance),
      ghost: true,
      pending: {
        title: backofficeTexts.returnToBalance,
        url: `${path}/decide`,
        body: (reason) => ({ decision: 'return', reason }),
        totp: true,
      },
    },
  ];
}
