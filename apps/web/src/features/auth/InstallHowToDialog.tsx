import { Dialog } from '../../ui/Dialog';

export function InstallHowToDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Como instalar o aplicativo" onClose={onClose}>
      <h3>Android (Chrome)</h3>
      <ol>
        <li>Toque no menu de três pontos (⋮) no canto superior.</li>
        <li>Escolha “Adicionar à tela inicial” (ou “Instalar app”).</li>
        <li>Confirme em “Adicionar”.</li>
      </ol>
      <h3>iPhone (Safari)</h3>
      <ol>
        <li>Toque no botão Compartilhar (quadrado com seta para cima).</li>
        <li>Escolha “Adicionar à Tela de Início”.</li>
        <li>Confirme em “Adicionar”.</li>
      </ol>
    </Dialog>
  );
}
