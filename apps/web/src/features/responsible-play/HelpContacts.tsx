import { CVV_PHONE_URL, CVV_SITE_URL, SELF_EXCLUSION_PLATFORM_URL } from '@velas/domain/protection';
import { responsiblePlayCopy } from './copy.ts';

export function HelpContacts() {
  return (
    <section aria-labelledby="help-title">
      <h2 id="help-title">{responsiblePlayCopy.helpTitle}</h2>
      <ul>
        <li>
          {responsiblePlayCopy.cvvCall}
          <a href={CVV_PHONE_URL}>188</a>
          {responsiblePlayCopy.cvvHours}
          <a href={CVV_SITE_URL}>{responsiblePlayCopy.cvvSite}</a>.
        </li>
        <li>{responsiblePlayCopy.caps}</li>
        <li>
          {responsiblePlayCopy.federalPlatform}
          <a href={SELF_EXCLUSION_PLATFORM_URL} target="_blank" rel="noreferrer">
            {responsiblePlayCopy.federalPlatformLink}
          </a>
          .
        </li>
      </ul>
    </section>
  );
}
