import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, type SearchPage } from '@sendero/contract';
import { highlight } from '../src/modules/search/highlight.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { insertSearchDocumentRows } from './search-documents.ts';

const UNESCAPE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text a highlight shows: no marks, entities decoded. */
function visible(html: string): string {
  return html.replace(/<\/?mark>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPE[e]!);
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * What any highlight must be: <mark> opened and closed in turn around letters only, nothing else
 * that looks like markup, and the text shown is a piece of the original cut between words.
 */
function expectWellCut(html: string, text: string, maxLength: number) {
  const marks = html.match(/<\/?mark>/g) ?? [];
  marks.forEach((tag, index) => expect(tag).toBe(index % 2 === 0 ? '<mark>' : '</mark>'));
  expect(marks.length % 2).toBe(0);
  for (const inner of html.matchAll(/<mark>(.*?)<\/mark>/g)) {
    expect(inner[1]).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
  }
  expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);

  const shown = visible(html);
  const body = shown.replace(/^…/, '').replace(/…$/, '');
  const at = text.indexOf(body);
  expect(at, `${JSON.stringify(body)} is not in ${JSON.stringify(text)}`).toBeGreaterThanOrEqual(0);
  const end = at + body.length;
  // Cut at the start: the snippet starts on a word, after a non-word character.
  if (shown.startsWith('…')) {
    expect(at).toBeGreaterThan(0);
    expect(isWordChar(text[at])).toBe(true);
    expect(isWordChar(text[at - 1])).toBe(false);
  } else {
    expect(at).toBe(0);
  }
  // Cut at the end: the snippet ends on a word, before a non-word character.
  if (shown.endsWith('…') && end < text.length) {
    expect(isWordChar(text[end - 1])).toBe(true);
    expect(isWordChar(text[end])).toBe(false);
  } else {
    expect(end).toBe(text.length);
  }
  const words = body.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  if (words.length > 1) expect([...shown].length).toBeLessThanOrEqual(maxLength);
}

describe('highlight snippets', () => {
  const long =
    'Day Trips from San Cristóbal: Villages, Canyon and Colonial Chiapa de Corzo, with a Boat Ride Through the Sumidero';

  it('leaves a text that fits as it is', () => {
    expect(highlight('San Cristóbal de las Casas', ['cristobal'])).toBe(
      'San <mark>Cristóbal</mark> de las Casas',
    );
    expect(highlight('Oaxaca & <Co>', ['oax'])).toBe('<mark>Oax</mark>aca &amp; &lt;Co&gt;');
  });

  it('cuts a long text after a whole word, with an ellipsis', () => {
    const html = highlight(long, ['san', 'cristobal']);
    expect(html).toBe(
      'Day Trips from <mark>San</mark> <mark>Cristóbal</mark>: Villages, Canyon and Colonial Chiapa de Corzo…',
    );
    expectWellCut(html, long, SEARCH_LIMITS.maxHighlightLength);
  });

  it('starts a snippet before a match the cut would hide, and fills the room', () => {
    const html = highlight(long, ['sumidero']);
    expect(html).toBe(
      '…Canyon and Colonial Chiapa de Corzo, with a Boat Ride Through the <mark>Sumidero</mark>',
    );
    expectWellCut(html, long, SEARCH_LIMITS.maxHighlightLength);
    const middle = highlight(long, ['chiapa'], 30);
    expect(middle).toBe('…and Colonial <mark>Chiapa</mark> de Corzo…');
    expectWellCut(middle, long, 30);
  });

  it('never cuts inside a word or a mark, whatever the room', () => {
    const text =
      'Mercado 20 de Noviembre: “tasajo”, <chapulines> & mezcal — Oaxaca’s smoke-filled hall';
    for (const words of [['mercado'], ['noviembre', 'oax'], ['chapulines'], ['hall'], ['zzz']]) {
      for (let room = 1; room <= text.length + 2; room += 1) {
        const html = highlight(text, words, room);
        expectWellCut(html, text, room);
      }
    }
  });

  it('keeps a single word longer than the room whole', () => {
    const word = 'Parangaricutirimícuaro';
    expect(highlight(`${word} and more`, ['parang'], 10)).toBe(
      `<mark>Parang</mark>aricutirimícuaro…`,
    );
  });
});

describe.each(testDatabases)('long highlights in GET /api/search on $name', (target) => {
  const ctx = useApp(target, { env: { RATE_LIMIT_FACTOR: '10' } });

  it('answers snippets cut between words, never inside a <mark>', async () => {
    const title =
      'Mercado de Abastos, the Biggest Market of the Valley: Tlayudas, Chapulines, Mole Paste and Barro Negro';
    const subtitle =
      'Oaxaca de Juárez, Oaxaca: a whole morning between the stalls, then lunch at the comedores by the Tlayudas';
    await insertSearchDocumentRows(ctx.database.db, [{ id: 70_001, cityId: 2, title, subtitle }]);
    const response = await ctx.app.inject({ url: '/api/search', query: { q: 'tlayudas' } });
    expect(response.statusCode).toBe(200);
    const [result] = response.json<SearchPage>().content;
    expect(result).toMatchObject({
      title,
      subtitle,
      highlightedTitle:
        'Mercado de Abastos, the Biggest Market of the Valley: <mark>Tlayudas</mark>, Chapulines…',
      highlightedSubtitle:
        '…a whole morning between the stalls, then lunch at the comedores by the <mark>Tlayudas</mark>',
    });
    expectWellCut(result!.highlightedTitle, title, SEARCH_LIMITS.maxHighlightLength);
    expectWellCut(result!.highlightedSubtitle!, subtitle, SEARCH_LIMITS.maxHighlightLength);
  });
});
