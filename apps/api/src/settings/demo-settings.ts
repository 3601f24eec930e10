// The settings a demo runs with when no operator file is given: a brand and
// nothing else. Unset links stay hidden, so the demo never shows a dead link.
import { BET_HOUSES } from '@velas/domain/constants';
import {
  operatorSettingsSchema,
  type OperatorSettings,
} from '@velas/domain/schemas/operator-settings';

export const DEMO_SETTINGS: OperatorSettings = operatorSettingsSchema.parse({
  public: { brand: { name: 'Velas' } },
  simulatedBetHouses: [...BET_HOUSES],
});
