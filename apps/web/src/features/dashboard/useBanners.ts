import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { usePublicSettings } from '#/services/settingsApi.ts';

export interface Banner {
  title: string;
  text: string;
  /** The visible words of where the slide leads: a card without them reads as a dead end. */
  action?: string;
  /** An address outside the app, opened in a new tab... */
  href?: string;
  /** ...or a screen of the app, relative to the current one. */
  to?: string;
}

/** A slide without a destination is not shown. */
export function useBanners(): Banner[] {
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
