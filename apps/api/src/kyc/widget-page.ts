// Script and styles are files, so it runs under a CSP without 'unsafe-inline'.
import type { KycFlow } from '@velas/domain/schemas/kyc';
import { escapeHtml } from '#/http/escape-html.js';

interface CaptureStepInput {
  name: 'document' | 'selfie';
  title: string;
  text: string;
  capture: string;
  pickLabel: string;
}

function captureStep({ name, title, text, capture, pickLabel }: CaptureStepInput): string {
  return `<section data-step="${name}" hidden>
  <p class="counter"></p>
  <h1>${title}</h1>
  <p>${text}</p>
  <div class="file">
    <input id="${name}-file" class="file-input" type="file" accept="image/*" ${capture} aria-describedby="${name}-file-name">
    <label for="${name}-file" class="file-button">${pickLabel}</label>
    <span id="${name}-file-name" class="file-name" aria-live="polite">Nenhuma foto escolhida</span>
  </div>
  <img id="${name}-preview" class="preview" alt="Pré-visualização" hidden>
  <div class="actions">
    <button id="${name}-next" type="button" disabled>Continuar</button>
    <button id="${name}-sample" type="button" class="secondary">Usar imagem de exemplo</button>
  </div>
</section>`;
}

type WidgetTheme = 'light' | 'dark';

export function widgetPage(
  session: { id: string; flow: KycFlow },
  parentOrigin: string,
  theme: WidgetTheme = 'dark',
): string {
  const id = escapeHtml(session.id);
  return `<!DOCTYPE html>
<html lang="pt-BR" data-theme="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verificação de identidade — Ambiente de testes</title>
<link rel="stylesheet" href="../widget-assets/widget.css">
</head>
<body data-session="${id}" data-flow="${session.flow}" data-result-url="../demo/sessions/${id}/verdict" data-parent-origin="${escapeHtml(parentOrigin)}">
<div class="banner">Ambiente de testes</div>
<main>
${captureStep({ name: 'document', title: 'Foto do documento', text: 'Fotografe a frente do seu RG ou CNH. No ambiente de testes a imagem não sai do seu aparelho.', capture: 'capture="environment"', pickLabel: 'Fotografar ou escolher o documento' })}
${captureStep({ name: 'selfie', title: 'Selfie', text: 'Tire uma selfie olhando para a câmera, em um lugar bem iluminado.', capture: 'capture="user"', pickLabel: 'Tirar ou escolher a selfie' })}
<section data-step="result" hidden>
  <p class="counter"></p>
  <h1>Resultado do teste</h1>
  <p>Este é um ambiente de testes: nenhuma verificação real é feita. Escolha o resultado que deseja simular.</p>
  <p>Ao aprovar, o provedor informa o CPF e a data de nascimento da pessoa verificada; a conta só é aprovada se o CPF for o dela e a pessoa tiver 18 anos ou mais.</p>
  <div class="actions">
    <button type="button" data-result="approved" data-person="account">Aprovar (CPF da conta)</button>
    <button type="button" data-result="approved" data-person="other-cpf" class="secondary">Aprovar com outro CPF</button>
    <button type="button" data-result="approved" data-person="minor" class="secondary">Aprovar menor de 18 anos</button>
    <button type="button" data-result="rejected" class="danger">Reprovar</button>
  </div>
</section>
<section data-step="done" hidden>
  <h1 id="done-title"></h1>
  <p>Volte ao app para continuar.</p>
</section>
<p id="error" role="alert" hidden></p>
</main>
<script src="../widget-assets/widget.js" defer></script>
</body>
</html>`;
}

export function widgetErrorPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR" data-theme="dark">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ambiente de testes</title><link rel="stylesheet" href="../widget-assets/widget.css"></head>
<body><div class="banner">Ambiente de testes</div><main><p id="error" role="alert">${escapeHtml(message)}</p></main></body>
</html>`;
}
