import styled from 'styled-components';
import { useAppDispatch } from '../../../core/hooks';
import { CloseAccountPanel } from '../../../features/responsible-play/CloseAccountPanel';
import { RecordsList } from '../../../features/responsible-play/RecordsList';
import { signOut } from '../../../layouts/signOut';
import { Card } from '../../../ui/Card';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

/** /admin/meu-historico: the player's own records, and closing the account. */
export default function RecordsScreen() {
  const dispatch = useAppDispatch();
  return (
    <Stack>
      <Card>
        <RecordsList />
      </Card>
      <Card>
        <CloseAccountPanel onClosed={() => void signOut(dispatch)} />
      </Card>
    </Stack>
  );
}
