import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BannerFrame, BannerSlides, SlideBox } from './BannerFrame.ts';
import { useBanners } from './useBanners.ts';

/** Centred over the invisible slides while the KYC status loads. */
const Waiting = styled.div`
  display: grid;
  place-items: center;
`;

/**
 * The carousel's exact box, slides invisible, while the KYC status loads: an
 * approved player's cards below do not move when the banners arrive.
 */
export function BannerReserve({ children }: { children: ReactNode }) {
  const banners = useBanners();
  const turns = banners.length > 1;
  return (
    <BannerFrame>
      <BannerSlides>
        {banners.map((slide) => (
          <SlideBox key={slide.title} as="div" $shown={false} $arrows={turns} aria-hidden>
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
            {slide.action && <span className="action">{slide.action} →</span>}
          </SlideBox>
        ))}
        <Waiting>{children}</Waiting>
      </BannerSlides>
    </BannerFrame>
  );
}
