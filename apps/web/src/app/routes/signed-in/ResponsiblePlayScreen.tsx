import { commonMessages } from '@velas/domain/messages/common';
import { Card } from '@velas/web-core/ui/Card';
import { HelpContacts } from '#/features/responsible-play/HelpContacts.tsx';
import { LimitsPanel } from '#/features/responsible-play/LimitsPanel.tsx';
import { PausePanel } from '#/features/responsible-play/PausePanel.tsx';
import { SelfAssessment } from '#/features/responsible-play/SelfAssessment.tsx';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { ScreenStack } from '#/ui/ScreenStack.ts';
import { Loading } from '#/ui/Spinner.tsx';

/** /admin/jogo-responsavel: limits, reality check, pause and self-exclusion, PGSI, help. */
export default function ResponsiblePlayScreen() {
  const { data } = useProtectionStatusQuery(undefined);
  if (!data) return <Loading label={commonMessages.loadingInformation} />;
  return (
    <ScreenStack>
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
    </ScreenStack>
  );
}
