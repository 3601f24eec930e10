// No scripts, so it renders under the app's CSP in a sandboxed srcdoc frame.
import { escapeHtml } from '#/http/escape-html.js';

export function demoGamePage(gameName: string, isMobile: boolean): string {
  const name = escapeHtml(gameName);
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} — demonstração</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #12141d; color: #f4f5f7; font-family: system-ui, sans-serif; }
  main { max-width: ${isMobile ? '22rem' : '36rem'}; padding: 1.5rem; text-align: center; }
  h1 { margin: 0 0 .75rem; font-size: 1.5rem; }
  p { line-height: 1.5; color: #c9ccd6; }
  strong { color: #ffd166; }
</style>
</head>
<body>
<main>
  <h1>${name}</h1>
  <p><strong>Ambiente de demonstração.</strong> Este jogo não está conectado a uma casa de apostas: nenhuma aposta é feita e nenhum dinheiro real é usado.</p>
  <p>Jogue com responsabilidade. Proibido para menores de 18 anos.</p>
</main>
</body>
</html>`;
}
