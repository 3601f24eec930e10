import { screen } from '@testing-library/react';
import { alertsMessages } from '@velas/domain/messages/alerts';
import { expectBefore } from '@velas/web-testing/document-order';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { AlertSettingsCard } from './AlertSettingsCard.tsx';

describe('the alerts screen (docs/product/round-alerts.md#round-alerts)', () => {
  it('says first, at headline size, that an alert does not make the next round likelier', () => {
    renderWithProviders(<AlertSettingsCard />);
    const headline = screen.getByText(alertsMessages.alertHonesty);
    expect(alertsMessages.alertHonesty).toBe(
      'Um alerta não torna a próxima rodada mais provável: ele só avisa o que já saiu.',
    );
    expect(getComputedStyle(headline).fontSize).toBe('20px');
    // Before the form: read before any alert is made.
    const form = screen.getByRole('button', { name: 'Criar alerta' });
    expectBefore(headline, form);
    expect(screen.getByText(/não a deixam “atrasada”/)).toBeInTheDocument();
  });
});
