// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TacoEasterEgg } from './taco-easter-egg.tsx';
import { TACO_MESSAGES } from './taco-messages.ts';

describe('TacoEasterEgg', () => {
  it('has 25 distinct messages', () => {
    expect(TACO_MESSAGES).toHaveLength(25);
    expect(new Set(TACO_MESSAGES).size).toBe(25);
  });

  it('reveals one message per click and stops after the 25th', () => {
    render(<TacoEasterEgg />);
    const button = screen.getByRole('button', { name: 'Taco' });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    for (let click = 1; click <= 25; click += 1) {
      expect(button).not.toHaveProperty('disabled', true);
      fireEvent.click(button);
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(click);
      expect(items[click - 1]?.textContent).toBe(TACO_MESSAGES[click - 1]);
    }

    const done = screen.getByRole('button', { name: "That's all the tacos!" });
    expect(done).toBe(button);
    expect(done).toHaveProperty('disabled', true);
    fireEvent.click(done);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
  });
});
