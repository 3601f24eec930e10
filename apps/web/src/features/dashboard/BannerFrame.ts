import styled from 'styled-components';

export const BannerFrame = styled.section`
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
export const BannerSlides = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

/* Room for the arrows only when there are arrows: a single slide starts at the card's edge. */
export const SlideBox = styled.a<{ $shown: boolean; $arrows?: boolean }>`
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
