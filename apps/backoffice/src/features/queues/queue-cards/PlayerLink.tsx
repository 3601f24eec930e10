// A queue item's player: a link to the player view, or a dash where the item
// has none.
import { Link } from 'react-router';

export function PlayerLink({ id }: { id: number | null }) {
  return id === null ? <>—</> : <Link to={`/jogadores/${id}`}>#{id}</Link>;
}
