import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { from: string; to: string; subject: string; text: string };

/** One transport per mail server URL, kept for the life of the process (it pools nothing by default). */
const transports = new Map<string, Transporter>();

/** Sends one message through the configured SMTP server. */
export async function sendMail(smtpUrl: string, message: MailMessage): Promise<void> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  await transport.sendMail(message);
}
