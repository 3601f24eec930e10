// For the checks that span areas; production code imports its own area.
import { alertsMessages } from './alerts.js';
import { authMessages } from './auth.js';
import { backofficeMessages } from './backoffice.js';
import { commonMessages } from './common.js';
import { gamesMessages } from './games.js';
import { historyMessages } from './history.js';
import { kycMessages } from './kyc.js';
import { plainWordsMessages } from './plain-words.js';
import { protectionMessages } from './protection.js';
import { salesMessages } from './sales.js';
import { settingsMessages } from './settings.js';
import { walletMessages } from './wallet.js';

export const messageAreas: readonly Readonly<Record<string, string>>[] = [
  alertsMessages,
  authMessages,
  backofficeMessages,
  commonMessages,
  gamesMessages,
  historyMessages,
  kycMessages,
  plainWordsMessages,
  protectionMessages,
  salesMessages,
  settingsMessages,
  walletMessages,
];
