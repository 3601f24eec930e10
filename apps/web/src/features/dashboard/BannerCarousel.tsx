import { BannerFrame, BannerSlides } from './BannerFrame.ts';
import { BannerSlide } from './BannerSlide.tsx';
import { CarouselArrows } from './CarouselArrows.tsx';
import { dashboardCopy } from './copy.ts';
import { useBanners } from './useBanners.ts';
import { useCarousel } from './useCarousel.ts';

export function BannerCarousel() {
  const banners = useBanners();
  const { shown, paused, turns, pause, resume, go } = useCarousel(banners.length);
  return (
    <BannerFrame
      aria-roledescription={dashboardCopy.carousel}
      aria-label={dashboardCopy.news}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
    >
      <BannerSlides aria-live={paused ? 'polite' : 'off'}>
        {banners.map((slide, slideIndex) => (
          <BannerSlide
            key={slide.title}
            slide={slide}
            shown={slideIndex === shown}
            arrows={turns}
          />
        ))}
      </BannerSlides>
      {turns && <CarouselArrows onStep={go} />}
    </BannerFrame>
  );
}
