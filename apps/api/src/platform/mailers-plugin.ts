// The app waits for the e-mails under way before it closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cpfHolderNotices } from './cpf-holder-notices.js';
import type { CpfHolderNotices } from './cpf-holder-notices.js';
import type { LinkMailer } from './email-link-mailer.js';
import { resetMailer } from './password-reset-mailer.js';
import type { ResetMailer } from './password-reset-mailer.js';
import { signInLinkMailer } from './sign-in-link-mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Esqueci minha senha": its e-mails are sent after the answer (platform/password-reset-mailer.ts). */
    passwordResetMailer: ResetMailer;
    /** The e-mail to a CPF's holder when someone registers with it, sent after the answer (platform/cpf-holder-notices.ts). */
    cpfHolderNotices: CpfHolderNotices;
    /** The one-time sign-in links, sent the same way (platform/sign-in-link-mailer.ts). */
    signInLinkMailer: LinkMailer;
  }
}

export const mailersPlugin = fp(
  (app: FastifyInstance) => {
    const options = {
      db: app.db,
      email: app.providers.email,
      clock: app.clock,
      appOrigin: app.config.APP_ORIGIN,
      log: app.log,
    };
    const mailer = resetMailer(options);
    const signInLinks = signInLinkMailer(options);
    const notices = cpfHolderNotices(options);
    app.decorate('passwordResetMailer', mailer);
    app.decorate('signInLinkMailer', signInLinks);
    app.decorate('cpfHolderNotices', notices);
    app.addHook('onClose', () => Promise.all([mailer.idle(), signInLinks.idle(), notices.idle()]));
  },
  { name: 'mailers', dependencies: ['database', 'providers'] },
);
