import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
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
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

export function createMailer(options: { smtpUrl: string | null; from: string; logger: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      // No SMTP server configured: a local user still needs the code, so it goes to the log.
      async send(message) {
        logger.info({ mail: message }, `E-mail to ${message.to} (SMTP_URL not set): ${message.subject}\n${message.text}`);
      },
      close() {},
    };
  }
  const transport = createTransport(smtpTransportOptions(smtpUrl));
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

export interface MailPluginOptions {
  smtpUrl: string | null;
  from: string;
}

const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, { smtpUrl, from }) => {
  const mailer = createMailer({ smtpUrl, from, logger: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
};

export const mail = fp(mailPlugin, { name: 'mail' });
