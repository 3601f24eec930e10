// The pt-BR texts of docs/product.md the api answers with and the spec's texts the web
// shows, defined once (docs/architecture.md#texts); tests compare against these
// constants. One file per area, composed here into `messages`: add a key to its area's
// file, never twice (a test counts them).
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
import { walletMessages } from './wallet.js';

export const messages = {
  ...authMessages,
  ...backofficeMessages,
  ...walletMessages,
  ...commonMessages,
  ...historyMessages,
  ...alertsMessages,
  ...kycMessages,
  ...gamesMessages,
  ...protectionMessages,
  ...salesMessages,
  ...plainWordsMessages,
} as const;

export { crashPageTexts } from './games.js';
export { glossary, type GlossaryTerm } from './glossary.js';
export {
  fill,
  gapLine,
  houseCompareVerdict,
  houseKeepsSentence,
  hoursObservedSentence,
  hoursWindowSentence,
  lossLimitCountSentence,
  minutesInWords,
  myReturnSentence,
  oddsVsObservedSummary,
  roundDetailSentence,
  roundsWord,
  sessionPlaySentence,
  strategyHeadline,
  todayMoneySentence,
  withdrawalClockSentence,
} from './sentences.js';
