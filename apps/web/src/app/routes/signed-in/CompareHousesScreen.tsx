import { HouseCompareCard } from '#/features/house-compare/HouseCompareCard.tsx';
import { useSaoPauloToday } from '#/lib/useNow.ts';

export default function CompareHousesScreen() {
  return <HouseCompareCard date={useSaoPauloToday()} />;
}
