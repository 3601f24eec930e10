// Unset links stay hidden, so the demo never shows a dead link.
import { BET_HOUSES } from '@velas/domain/constants';
import {
  operatorSettingsSchema,
  type OperatorSettings,
} from '@velas/domain/schemas/operator-settings';

export const DEMO_SETTINGS: OperatorSettings = operatorSettingsSchema.parse({
  public: { brand: { name: 'Velas' } },
  simulatedBetHouses: [...BET_HOUSES],
});
