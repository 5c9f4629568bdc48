import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '../../lib/theme.ts';

/** Dark/light switch. `withLabel` shows the text beside the icon (mobile menu). */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label="Dark mode"
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => toggleTheme()}
      className="inline-flex items-center gap-2 rounded-full p-2 text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800"
    >
      {dark ? (
        <Moon aria-hidden="true" className="size-5" />
      ) : (
        <Sun aria-hidden="true" className="size-5 text-marigold-600" />
      )}
      {withLabel && (
        // The switch's own name and its state, so the text says what a tap changes (issue 15):
        // "Dark mode · Off" turns dark mode on. The state is announced by aria-checked.
        <span className="text-sm font-medium">
          Dark mode <span aria-hidden="true">· {dark ? 'On' : 'Off'}</span>
        </span>
      )}
    </button>
  );
}
