import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BasicsTabs } from './basics-tabs.tsx';
import { nextTabIndex } from './tab-keys.ts';

const topic = (key: string) => ({
  topicKey: key,
  title: `Topic ${key}`,
  description: `About ${key}`,
  tips: [{ tipText: `Tip for ${key}` }],
});

const sections = [
  { sectionKey: 'a', title: 'Getting there', description: 'A', topics: [topic('air')] },
  { sectionKey: 'b', title: 'Getting around', description: 'B', topics: [topic('bus')] },
  { sectionKey: 'c', title: 'Safety', description: 'C', topics: [] },
];

describe('nextTabIndex', () => {
  it('wraps arrows and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('BasicsTabs', () => {
  it('moves selection and focus with the arrow, Home and End keys (roving tabindex)', () => {
    render(<BasicsTabs sections={sections} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs[0]?.tabIndex).toBe(0);
    expect(tabs[1]?.tabIndex).toBe(-1);

    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]?.tabIndex).toBe(0);
    expect(tabs[0]?.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toContain('Topic bus');

    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No topics available in this section.')).toBeTruthy();

    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[0]);

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('links each tab to its panel', () => {
    render(<BasicsTabs sections={sections} />);
    const tab = screen.getAllByRole('tab')[0]!;
    const panel = screen.getByRole('tabpanel');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
  });

  it('shows the missing-topic and missing-data texts', () => {
    const { unmount } = render(
      <BasicsTabs
        sections={[
          {
            sectionKey: 'x',
            title: 'X',
            description: '',
            topics: [{ topicKey: 't', title: 'Empty', description: '', tips: [] }],
          },
        ]}
      />,
    );
    expect(screen.getByText('This topic is not available.')).toBeTruthy();
    unmount();
    render(<BasicsTabs sections={[]} />);
    expect(screen.getByText('Data not available.')).toBeTruthy();
  });
});
