import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about; logged when no SMTP server is configured. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail and its link is logged, so a fresh install can sign in without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
    };
  }
  const mailDir = path.join(config.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // Two messages to one address in the same millisecond must not overwrite each other's file.
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++written).padStart(6, "0")}-${message.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`,
      );
      // Written aside and renamed: whoever reads the folder (a person, a test) never sees half a message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      log.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        "mail written to file (no SMTP_URL set)",
      );
    },
  };
}
