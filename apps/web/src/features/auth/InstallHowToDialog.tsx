import { Dialog } from '@velas/web-core/ui/Dialog';
import { authCopy } from './copy.ts';

export function InstallHowToDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={authCopy.howToInstallTitle} onClose={onClose}>
      <h3>{authCopy.android}</h3>
      <ol>
        <li>{authCopy.androidOpenMenu}</li>
        <li>{authCopy.androidAddToHome}</li>
        <li>{authCopy.androidConfirm}</li>
      </ol>
      <h3>{authCopy.iphone}</h3>
      <ol>
        <li>{authCopy.iphoneShare}</li>
        <li>{authCopy.iphoneAddToHome}</li>
        <li>{authCopy.androidConfirm}</li>
      </ol>
    </Dialog>
  );
}
