// The public links a demo operator configures, so the demo's screens show them.
import type { OperatorSettingsInput } from '@velas/domain/schemas/operator-settings';

export const DEMO_PUBLIC_SETTINGS = {
  brand: { name: 'Velas' },
  support: { chatNumber: '5511999990000' },
  links: {
    community: 'https://chat.whatsapp.com/VelasDemo',
    lessons: 'https://www.youtube.com/@velas-demo',
    instagram: 'https://www.instagram.com/velas.demo',
    officialSite: 'https://velas.example.com/',
  },
};

export const DEMO_SETTINGS: OperatorSettingsInput = { public: DEMO_PUBLIC_SETTINGS };

export const DEMO_CONFIGURED_URLS = [
  `https://wa.me/${DEMO_PUBLIC_SETTINGS.support.chatNumber}?`,
  ...Object.values(DEMO_PUBLIC_SETTINGS.links),
];
