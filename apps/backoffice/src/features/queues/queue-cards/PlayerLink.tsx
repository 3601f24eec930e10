import { Link } from 'react-router';

export function PlayerLink({ id }: { id: number | null }) {
  return id === null ? <>—</> : <Link to={`/jogadores/${id}`}>#{id}</Link>;
}
