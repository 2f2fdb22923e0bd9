import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A local SMTP server the API sends to, so tests read codes from real e-mails. */
export class MailSink {
  readonly received: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        this.received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });

  /** Starts on a free port; resolves to the SMTP_URL to give the API. */
  start(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.server.address();
        if (address === null || typeof address === 'string') return reject(new Error('SMTP sink has no port'));
        resolve(`smtp://127.0.0.1:${address.port}`);
      });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  messagesTo(email: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(email.toLowerCase()));
  }

  /** The code of the latest e-mail to `email`; the API has sent it before answering, so no waiting is needed. */
  latestCode(email: string): string {
    const latest = this.messagesTo(email).at(-1);
    const code = latest && /^Subject: Your Lectern code is (\d{6})\r?$/m.exec(latest.raw)?.[1];
    if (!code) throw new Error(`No code was e-mailed to ${email}`);
    return code;
  }
}
