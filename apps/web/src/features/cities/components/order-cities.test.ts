import { describe, expect, it } from 'vitest';
import { mexicoFirst } from './order-cities.ts';

describe('mexicoFirst', () => {
  it('moves city 4 to the front and keeps the others in order', () => {
    expect(mexicoFirst([{ id: 1 }, { id: 2 }, { id: 4 }, { id: 3 }]).map((c) => c.id)).toEqual([
      4, 1, 2, 3,
    ]);
    expect(mexicoFirst([{ id: 2 }, { id: 1 }]).map((c) => c.id)).toEqual([2, 1]);
  });
});
