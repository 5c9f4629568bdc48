/**
 * A message arrives filed under the city it names (issue 32, item 3): exactly one city's name as
 * whole words, accents and case aside. Tried through both forms, on a dataset with a Tula next to
 * a Tulum and a Mexico City next to México.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEXICO_CITY_ID } from '@sendero/contract';
import { cities, contactMessages, submissions } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { buildContactMessage, buildSubmission } from './factories.ts';
import { nextIp } from './accounts-helpers.ts';

const OAXACA = 2;
const PUEBLA = 8;
const TULA = 101;
const TULUM = 102;
const MERIDA = 103;
const CDMX = 104;

describe.each(testDatabases)('the city a message names, on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });

  beforeAll(async () => {
    const place = { description: 'A test city.', mainImageUrl: '/x.svg', mainImageAlt: 'x' };
    await ctx.database.db.insert(cities).values([
      { id: TULA, slug: 'tula', name: 'Tula', lat: 20.05, lng: -99.34, ...place },
      { id: TULUM, slug: 'tulum', name: 'Tulum', lat: 20.21, lng: -87.46, ...place },
      { id: MERIDA, slug: 'merida', name: 'Mérida', lat: 20.97, lng: -89.62, ...place },
      { id: CDMX, slug: 'mexico-city', name: 'Mexico City', lat: 19.43, lng: -99.13, ...place },
    ]);
  });

  async function submitted(message: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload: buildSubmission({ message }),
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.database.db
      .select({ cityId: submissions.cityId })
      .from(submissions)
      .where(eq(submissions.id, response.json().id));
    return row!.cityId;
  }

  async function contacted(message: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/contact',
      payload: buildContactMessage({ message }),
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await ctx.database.db
      .select({ cityId: contactMessages.cityId })
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    return row!.cityId;
  }

  it.each([
    ['A lovely café in MERIDA, near the square.', MERIDA],
    ['Mérida’s market at dawn', MERIDA],
    ['We loved Tulum: the ruins by the sea.', TULUM],
    ['The Atlantes of Tula are worth the trip.', TULA],
    ['Tulancingo has a Sunday market.', null],
    ['Tulumba for dessert.', null],
    ['Meridian time, Pueblan food.', null],
    ['Two days in Oaxaca and two in Puebla.', null],
    ['Oaxaca, Mexico: the best mole.', OAXACA],
    ['Do I need a visa for Mexico?', MEXICO_CITY_ID],
    ['Street food in Mexico City!', CDMX],
    ['Mexico City or Puebla for a weekend?', null],
    ['Nothing about any place at all.', null],
  ])('files a submission saying %j under %s', async (message, cityId) => {
    expect(await submitted(message)).toBe(cityId);
  });

  it('files a contact message too, and not when it names two cities', async () => {
    expect(await contacted('Is the Guelaguetza in oaxaca in July?')).toBe(OAXACA);
    expect(await contacted('Tula then Tulum: how far apart are they?')).toBeNull();
  });

  it('takes the city’s name literally, whatever it contains', async () => {
    await ctx.database.db.insert(cities).values({
      id: 105,
      slug: 'percent',
      name: '100% Ciudad_(test)',
      description: 'A test city.',
      mainImageUrl: '/x.svg',
      mainImageAlt: 'x',
      lat: 20,
      lng: -99,
    });
    expect(await submitted('Visiting 100 ciudad test tomorrow')).toBe(105);
    expect(await submitted('A 100% hidden gem in Puebla')).toBe(PUEBLA);
  });
});
