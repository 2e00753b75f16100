// What every function that e-mails hands its mailer: the message, and the
// mailer itself (Resend deployed, the outbox folder locally).

export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ id: string }>;
}
