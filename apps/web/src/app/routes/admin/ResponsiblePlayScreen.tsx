import { messages } from '@velas/domain/messages';
import styled from 'styled-components';
import { HelpContacts } from '../../../features/responsible-play/HelpContacts';
import { LimitsPanel } from '../../../features/responsible-play/LimitsPanel';
import { PausePanel } from '../../../features/responsible-play/PausePanel';
import { SelfAssessment } from '../../../features/responsible-play/SelfAssessment';
import { useProtectionStatusQuery } from '../../../services/protectionApi';
import { Card } from '../../../ui/Card';
import { Loading } from '../../../ui/Spinner';

/** The cards one under another with the screen's usual gap, at every width. */
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

/** /admin/jogo-responsavel: limits, reality check, pause and self-exclusion, PGSI, help. */
export default function ResponsiblePlayScreen() {
  const { data } = useProtectionStatusQuery(undefined);
  if (!data) return <Loading label={messages.loadingInformation} />;
  return (
    <Stack>
      <Card>
        <LimitsPanel status={data} />
      </Card>
      <Card>
        <PausePanel status={data} />
      </Card>
      <Card>
        <SelfAssessment />
      </Card>
      <Card>
        <HelpContacts />
      </Card>
    </Stack>
  );
}
