import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailTransport } from '../config/env-schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, beside the text part (notification mails); a code's mail is text only. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The Message-ID (`<id@host>`): an outbox mail's is made from its idempotency key, so a mail sent again after a crash
   * between the SMTP server's answer and the outbox row's update is recognisably the same message.
   */
  messageId?: string;
}

export interface Mailer {
  /** false with MAIL_TRANSPORT=none: nothing can be mailed, so no code is sent (see authText.codesOff). */
  readonly canSend: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

export function smtpTransportOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = url.protocol === 'smtps:';
  return {
    host,
    ...(url.port ? { port: Number(url.port) } : {}),
    secure,
    // A local sink (smtp-server, MailHog…) speaks plain SMTP: do not attempt STARTTLS against it.
    ignoreTLS: !secure && loopbackHosts.has(host),
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    // A server that stalls (accepts and says nothing, or stops mid-message) fails the send within 8 s, so a code request
    // is answered within 10 s ("we could not send the code, try again") rather than 20 s or more.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 8_000,
  };
}

export interface MailerOptions {
  transport: MailTransport;
  smtpUrl: string | null;
  from: string;
  logger: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const { transport: kind, smtpUrl, from, logger } = options;
  if (kind === 'none') {
    return {
      canSend: false,
      async send() {
        throw new Error('MAIL_TRANSPORT=none: this server sends no e-mail');
      },
      close() {},
    };
  }
  if (kind === 'log') {
    return {
      canSend: true,
      // Development only (env.ts refuses 'log' elsewhere): a local user still needs the code, so it goes to the log.
      async send(message) {
        logger.info({ mail: message }, `E-mail to ${message.to} (MAIL_TRANSPORT=log, development only): ${message.subject}\n${message.text}`);
      },
      close() {},
    };
  }
  // env.ts never gets here without one; a code must not fall back to the log.
  if (!smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  // Pooled: the outbox sends many mails a few at a time, and a connection (and its TLS handshake) per mail would cost
  // more than the mail; idle connections close after a while (nodemailer's pool) and all of them when the app does.
  const transport = createTransport({ ...smtpTransportOptions(smtpUrl), pool: true, maxConnections: 8, maxMessages: 100 });
  return {
    canSend: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

export type MailPluginOptions = Omit<MailerOptions, 'logger'>;

const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, { transport, smtpUrl, from }) => {
  const mailer = createMailer({ transport, smtpUrl, from, logger: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
};

export const mail = fp(mailPlugin, { name: 'mail' });
