interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const KEPT = 200;

/** The development outbox: the last mails "sent", newest first. Never used when SMTP_URL is set. */
export class DevOutbox {
  private readonly mails: OutboxMail[] = [];

  add(mail: Omit<OutboxMail, 'sentAt'>): void {
    this.mails.unshift({ ...mail, sentAt: new Date().toISOString() });
    if (this.mails.length > KEPT) this.mails.length = KEPT;
  }

  list(): readonly OutboxMail[] {
    return this.mails;
  }
}
