import { Link } from 'react-router';
import { SlideBox } from './BannerFrame.ts';
import type { Banner } from './useBanners.ts';

/** A hidden slide is out of the accessibility tree and of the tab order. */
export function BannerSlide({
  slide,
  shown,
  arrows,
}: {
  slide: Banner;
  shown: boolean;
  arrows: boolean;
}) {
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
    <SlideBox
      as={Link}
      to={slide.to}
      relative="path"
      $shown={shown}
      $arrows={arrows}
      aria-hidden={!shown}
      tabIndex={shown ? undefined : -1}
    >
      {content}
    </SlideBox>
  ) : (
    <SlideBox
      $shown={shown}
      $arrows={arrows}
      aria-hidden={!shown}
      tabIndex={shown ? undefined : -1}
      href={slide.href}
      target="_blank"
      rel="noreferrer"
    >
      {content}
    </SlideBox>
  );
}
