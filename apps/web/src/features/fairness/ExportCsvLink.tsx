import { protectionMessages } from '@velas/domain/messages/protection';
import { ButtonLink } from '@velas/web-core/ui/Button';
import { memo } from 'react';
import { serviceUrl } from '#/core/config.ts';

interface ExportCsvLinkProps {
  betHouse: string;
  /** Crash instants (epoch ms) of the oldest and newest rounds of the window. */
  oldest: number;
  newest: number;
}

export function exportCsvUrl({ betHouse, oldest, newest }: ExportCsvLinkProps): string {
  const params = new URLSearchParams({
    betHouse,
    from: String(oldest),
    // The span's end is exclusive.
    to: String(newest + 1),
    format: 'csv',
  });
  return serviceUrl('history', `rounds/export?${params.toString()}`);
}

export const ExportCsvLink = memo(function ExportCsvLink(props: ExportCsvLinkProps) {
  return (
    <ButtonLink $variant="secondary" href={exportCsvUrl(props)} download>
      {protectionMessages.recordsDownload}
    </ButtonLink>
  );
});
