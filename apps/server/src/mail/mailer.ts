import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { DevOutbox } from './dev-outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The development outbox when no SMTP_URL is set; undefined in production. */
  outbox: DevOutbox | undefined;
  close(): void;
}

const MAIL_FROM = 'Placar <no-reply@placar.local>';

/** nodemailer to SMTP_URL; without it, mails stay in a bounded in-memory outbox shown at /dev/mail. */
export function createMailer(options: { smtpUrl: string | undefined; from?: string }): Mailer {
  const from = options.from ?? MAIL_FROM;
  if (options.smtpUrl === undefined) {
    const outbox = new DevOutbox();
    return {
      outbox,
      async send(mail) {
        outbox.add({ from, ...mail });
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    outbox: undefined,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

/** Sends without making the caller wait: the answer (and its timing) is the same whether a mail goes out or not. */
export function sendInBackground(mailer: Mailer, mail: Mail, log: FastifyBaseLogger): void {
  mailer.send(mail).then(
    () => log.info({ subject: mail.subject }, 'mail sent'),
    (error: unknown) =>
      log.error(
        { err: error instanceof Error ? { message: error.message } : String(error), subject: mail.subject },
        'mail not sent',
      ),
  );
}
