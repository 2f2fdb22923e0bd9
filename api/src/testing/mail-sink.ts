import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface MailSinkOptions {
  /**
   * A server that hangs: it takes the connection and the message but never answers its DATA, so the sender waits
   * until its own timeout (the outbox's durability test kills the API then).
   */
  stall?: boolean;
  /** Each message is answered this many milliseconds after it arrived (a server under load). */
  answerAfterMs?: number;
}

/** A local SMTP server the API sends to, so tests read codes from real e-mails. */
export class MailSink {
  readonly received: ReceivedMail[] = [];
  /** Messages whose DATA arrived and were never answered (a stalling sink's). */
  stalled = 0;
  private readonly server: SMTPServer;

  constructor(options: MailSinkOptions = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Closing does not wait for the connections a stalling sink holds.
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (options.stall) {
            this.stalled += 1;
            return;
          }
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          const answer = () => {
            this.received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          };
          if (options.answerAfterMs) setTimeout(answer, options.answerAfterMs);
          else answer();
        });
      },
    });
  }

  /** The Message-ID of each mail received, in order (repeats included). */
  messageIds(): string[] {
    return this.received.map((mail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1] ?? '');
  }

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
