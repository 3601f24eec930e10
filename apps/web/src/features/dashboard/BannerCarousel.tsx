import { BANNER_AUTOPLAY_MS } from '@velas/domain/constants';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { IconButton } from '@velas/web-core/ui/Button';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { prefersReducedMotion } from '#/ui/motion.ts';
import { dashboardCopy } from './copy.ts';

interface Banner {
  title: string;
  text: string;
  /** The visible words of where the slide leads: a card without them reads as a dead end. */
  action?: string;
  /** An address outside the app, opened in a new tab... */
  href?: string;
  /** ...or a screen of the app, relative to the current one. */
  to?: string;
}

/**
 * Every slide leads somewhere (docs/product/dashboard.md#dashboard-home): the limits to
 * the player's own protection screen, the community only where the operator
 * configured one. A slide without a destination is not shown.
 */
function useBanners(): Banner[] {
  const community = usePublicSettings()?.links.community;
  // The slide always there comes first: settings arriving later add one after it.
  return [
    {
      title: plainWordsMessages.carouselLimitsTitle,
      text: plainWordsMessages.carouselLimitsText,
      action: plainWordsMessages.carouselLimitsAction,
      to: '../jogo-responsavel',
    },
    ...(community
      ? [
          {
            title: plainWordsMessages.carouselCommunityTitle,
            text: plainWordsMessages.carouselCommunityText,
            href: community,
          },
        ]
      : []),
  ];
}

const Frame = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.sidebar.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.sidebar.text};
`;

/**
 * Every slide sits in the same grid cell, the hidden ones invisible: the
 * carousel is as tall as its tallest slide at any width, so turning a slide
 * (every 5 s) never moves the cards below.
 */
const Slides = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

/* Room for the arrows only when there are arrows: a single slide starts at the card's edge. */
const Slide = styled.a<{ $shown: boolean; $arrows?: boolean }>`
  display: block;
  padding: 24px ${({ $arrows }) => ($arrows ? '64px' : '24px')};
  min-height: 120px;
  color: inherit;
  text-decoration: none;
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  h2 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.type.lg};
  }
  p {
    margin: 0;
  }
  .action {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Centred over the invisible slides while the KYC status loads. */
const Waiting = styled.div`
  display: grid;
  place-items: center;
`;

const Arrow = styled(IconButton)<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  inset-inline-${({ $side }) => $side}: 4px;
  font-size: ${({ theme }) => theme.type.xl};
  color: inherit;
`;

/**
 * Approved players see the banners rotating every 5 s (docs/product/dashboard.md#dashboard-home);
 * a single banner stands still, without arrows.
 */
const arrows = [
  { side: 'start', label: dashboardCopy.previousBanner, step: -1, glyph: '‹' },
  { side: 'end', label: dashboardCopy.nextBanner, step: 1, glyph: '›' },
] as const;

export function BannerCarousel() {
  const banners = useBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => prefersReducedMotion());
  const turns = banners.length > 1;

  useEffect(() => {
    if (paused || !turns) return;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % banners.length);
    }, BANNER_AUTOPLAY_MS);
    return () => {
      clearInterval(timer);
    };
  }, [paused, turns, banners.length]);

  const go = (step: number) => {
    setIndex((current) => (current + step + banners.length) % banners.length);
  };
  return (
    <Frame
      aria-roledescription={dashboardCopy.carousel}
      aria-label={dashboardCopy.news}
      onMouseEnter={() => {
        setPaused(true);
      }}
      onMouseLeave={() => {
        setPaused(false);
      }}
      onFocus={() => {
        setPaused(true);
      }}
    >
      <Slides aria-live={paused ? 'polite' : 'off'}>
        {banners.map((slide, slideIndex) => {
          const shown = slideIndex === index % banners.length;
          const content = (
            <>
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
              {slide.action && (
                <span className="action">
                  {slide.action} <span aria-hidden>→</span>
                </span>
              )}
            </>
          );
          return slide.to ? (
            <Slide
              key={slide.title}
              as={Link}
              to={slide.to}
              relative="path"
              $shown={shown}
              $arrows={turns}
              aria-hidden={!shown}
              tabIndex={shown ? undefined : -1}
            >
              {content}
            </Slide>
          ) : (
            <Slide
              key={slide.title}
              $shown={shown}
              $arrows={turns}
              aria-hidden={!shown}
              tabIndex={shown ? undefined : -1}
              href={slide.href}
              target="_blank"
              rel="noreferrer"
            >
              {content}
            </Slide>
          );
        })}
      </Slides>
      {turns &&
        arrows.map(({ side, label, step, glyph }) => (
          <Arrow
            key={side}
            type="button"
            $side={side}
            aria-label={label}
            onClick={() => {
              go(step);
            }}
          >
            {glyph}
          </Arrow>
        ))}
    </Frame>
  );
}

/**
 * The carousel's exact box, slides invisible, while the KYC status loads: an
 * approved player's cards below do not move when the banners arrive.
 */
export function BannerReserve({ children }: { children: ReactNode }) {
  const banners = useBanners();
  const turns = banners.length > 1;
  return (
    <Frame>
      <Slides>
        {banners.map((slide) => (
          <Slide key={slide.title} as="div" $shown={false} $arrows={turns} aria-hidden>
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
            {slide.action && <span className="action">{slide.action} →</span>}
          </Slide>
        ))}
        <Waiting>{children}</Waiting>
      </Slides>
    </Frame>
  );
}
