import { Headset } from 'lucide-react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { BrandName } from '../components/brand/BrandName.tsx';
import { media, mediaQueries } from '../core/theme/media.ts';
import { chatLink } from '../lib/operatorLinks.ts';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import { usePublicSettings } from '../services/settingsApi.ts';
import { Icon } from '../ui/Icon.tsx';
import { visuallyHidden } from '../ui/visuallyHidden.ts';
import { Balance } from './Balance.tsx';
import { layoutsCopy } from './copy.ts';
import type { SignedInSlots } from './signedInSlots.ts';
import { UserMenu } from './UserMenu.tsx';
import { useScreenTitle } from './useScreenTitle.ts';

/**
 * One row at every width (docs/design.md); its height pads the drawer and the
 * content. Sticky, except while a game's frame is on the page: the frame is
 * sized to the screen under the bar, and a bar that stayed slid over the
 * game as the player scrolled. The game shows its own balance.
 */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 15;
  body:has([data-game-frame]) & {
    position: relative;
  }
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.bars.header};
  padding: 0 ${({ theme }) => theme.space(4)};
  padding-top: env(safe-area-inset-top);
  background: ${({ theme }) => theme.colors.raised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.phone} {
    padding-inline: ${({ theme }) => theme.space(3)};
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** Whole words on up to two lines rather than "Laboratório de estrat…". */
const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.type.lg};
  line-height: 1.2;
  min-width: 8ch;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: normal;
`;

/**
 * The operator's wordmark at 16 px beside its mark: with the session clock
 * under the balance there is room for both down to 360 px (docs/design.md#brand).
 */
const Brand = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  > span {
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.md};
    white-space: nowrap;
  }
  svg {
    width: 20px;
    height: 20px;
  }
  img {
    max-width: 100%;
    max-height: 32px;
  }
`;

const Support = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
  ${media.belowLayout} {
    span {
      ${visuallyHidden}
    }
  }
`;

/**
 * Phones: the brand, the balance, Depositar and the account menu; the screen's
 * title moves to the top of the content (PageTitle). Wider: the title here,
 * plus Suporte, which the account menu holds on phones. Pix rápido (the top
 * deposit modal) lives in the account menu at every width: one deposit entry
 * in the bar.
 */
export function TopBar({
  prefix,
  SessionClock,
  QuickPixDialog,
}: { prefix: string } & Pick<SignedInSlots, 'SessionClock' | 'QuickPixDialog'>) {
  const title = useScreenTitle();
  const onPhone = useMediaQuery(mediaQueries.phone);
  // Shown only when the operator configured a support number (no dead wa.me link).
  const supportHref = chatLink(usePublicSettings()?.support, layoutsCopy.supportChatMessage);
  return (
    <Bar>
      {onPhone ? (
        // The brand leads on phones; the session's time sits under the balance.
        <Brand>
          <BrandName />
        </Brand>
      ) : (
        <Title>{title}</Title>
      )}
      <Balance prefix={prefix} withToday={!onPhone} SessionClock={SessionClock} />
      {!onPhone && supportHref && (
        <Support href={supportHref} target="_blank" rel="noreferrer">
          <Icon icon={Headset} />
          <span>{layoutsCopy.support}</span>
        </Support>
      )}
      <UserMenu QuickPixDialog={QuickPixDialog} />
    </Bar>
  );
}

const ContentTitle = styled.h1`
  font-size: ${({ theme }) => theme.type.xl};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/**
 * Screens whose card opens with the spec's own heading (docs/product/wallet.md):
 * on a phone a page title above it would be a second heading for one screen.
 */
const OWN_HEADING = /\/(deposit|withdraw)\/?$/;

/** The screen's title at the top of the content on phones, where the header has no room. */
export function PageTitle() {
  const title = useScreenTitle();
  const onPhone = useMediaQuery(mediaQueries.phone);
  const { pathname } = useLocation();
  return onPhone && !OWN_HEADING.test(pathname) ? <ContentTitle>{title}</ContentTitle> : null;
}
