import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  /** Headers and body, quoted-printable decoded. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A real SMTP server on 127.0.0.1 (a free port) that keeps what it receives. */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1'));
        const subject = /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo) this.mails.push({ to: rcpt.address.toLowerCase(), subject, text });
        callback();
      });
    },
  });

  /** Starts listening and answers the SMTP_URL to use. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return `smtp://127.0.0.1:${address.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next mail to the address after `seen` of its mails, waiting for it to arrive. */
  async waitFor(email: string, seen = 0): Promise<ReceivedMail> {
    for (;;) {
      const mine = this.mails.filter((mail) => mail.to === email.toLowerCase());
      if (mine.length > seen) return mine[seen] as ReceivedMail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  count(email: string): number {
    return this.mails.filter((mail) => mail.to === email.toLowerCase()).length;
  }

  /** The 6-digit code of a mail: the line that holds only it. */
  static codeIn(mail: ReceivedMail): string {
    const code = /^(\d{6})\r?$/m.exec(mail.text)?.[1];
    if (code === undefined) throw new Error(`no code in mail "${mail.subject}"`);
    return code;
  }
}
