// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './keyboard.ts';

function key(init: KeyboardEventInit) {
  return new KeyboardEvent('keydown', { key: '/', ...init });
}

describe('isSearchShortcut', () => {
  it('accepts a plain slash when nothing editable is focused', () => {
    expect(isSearchShortcut(key({}), document.body)).toBe(true);
    expect(isSearchShortcut(key({}), null)).toBe(true);
    const button = document.createElement('button');
    expect(isSearchShortcut(key({}), button)).toBe(true);
  });

  it('ignores other keys and Ctrl, Meta or Alt combinations', () => {
    expect(isSearchShortcut(key({ key: 'a' }), document.body)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true }), document.body)).toBe(false);
    expect(isSearchShortcut(key({ metaKey: true }), document.body)).toBe(false);
    expect(isSearchShortcut(key({ altKey: true }), document.body)).toBe(false);
  });

  it('ignores the key while typing in an input, textarea, select or editable element', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      expect(isSearchShortcut(key({}), document.createElement(tag))).toBe(false);
    }
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const child = document.createElement('span');
    editable.append(child);
    document.body.append(editable);
    expect(isSearchShortcut(key({}), child)).toBe(false);
    editable.remove();
  });
});
