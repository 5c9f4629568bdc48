/**
 * Where e-mails go: SMTP when SMTP_URL is set, otherwise an .eml file per message in
 * DATA_DIR/outbox (open it with any mail client). Both build the message with nodemailer, which
 * encodes headers, so user input cannot inject new ones.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file' | 'custom';
  send(mail: OutgoingMail, id: number): Promise<{ location: string }>;
  /** Removes what `send` left at `location`, when it keeps a copy (the file transport does). */
  discard?(location: string): Promise<void>;
  close?(): void;
}

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  subject: mail.subject,
  text: mail.text,
});

export function createFileTransport(outboxDir: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(mail, id) {
      const info = await composer.sendMail(toNodemailer(mail));
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const path = join(outboxDir, `${stamp}-${id}.eml`);
      await writeFile(path, info.message as Buffer);
      return { location: path };
    },
    async discard(location) {
      await rm(location, { force: true });
    },
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl, {});
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      return { location: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}
