import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { promptInstall } from '#/lib/pwa/installPrompt.ts';
import { useOpenState } from '#/lib/useOpenState.ts';
import { authCopy } from './copy.ts';
import { InstallHowToDialog } from './InstallHowToDialog.tsx';

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 12px;
  margin-bottom: 16px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    flex: 1 1 180px;
    margin: 0;
  }
`;

/** Phones only (the caller checks the agent string). */
export function InstallBanner() {
  const howTo = useOpenState();

  const install = async () => {
    // Where the browser has no install prompt (iPhone Safari), the steps are the way.
    if (!(await promptInstall())) howTo.show();
  };

  return (
    <Banner aria-label={authCopy.installTitle}>
      <p>{authCopy.installPitch}</p>
      <Button type="button" onClick={() => void install()}>
        {authCopy.install}
      </Button>
      <Button type="button" $variant="secondary" onClick={howTo.show}>
        {authCopy.howToInstall}
      </Button>
      <InstallHowToDialog open={howTo.open} onClose={howTo.hide} />
    </Banner>
  );
}
