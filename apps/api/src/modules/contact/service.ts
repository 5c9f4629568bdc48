import { contactMessages, guessCity } from '@sendero/db';
import type { Database } from '@sendero/db';
import { MEXICO_CITY_ID, type ContactMessageBody } from '@sendero/contract';
import { enqueueMail } from '../../mail/outbox.ts';

/** Stores the message and queues its e-mail to the team in one transaction: both or neither. */
export async function receiveContactMessage(
  db: Database,
  input: ContactMessageBody,
  teamAddress: string,
  at: Date,
) {
  return db.transaction(async (tx) => {
    // The city it names, so the editors' inbox can be filtered by city from the start.
    const cityId = await guessCity(tx, { text: input.message, countryLevelId: MEXICO_CITY_ID });
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, cityId })
      .returning({ id: contactMessages.id });
    await enqueueMail(
      tx,
      {
        to: teamAddress,
        replyTo: input.email,
        subject: `Contact form: message from ${input.name}`,
        text: `From: ${input.name} <${input.email}>\nMessage #${row!.id}\n\n${input.message}\n`,
      },
      at,
    );
    return row!.id;
  });
}
