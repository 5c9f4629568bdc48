import { useState } from 'react';
import { TACO_MESSAGES } from './taco-messages.ts';

/** A small taco button: each click reveals the next taco message; after the last it is done. */
export function TacoEasterEgg({ messages = TACO_MESSAGES }: { messages?: readonly string[] }) {
  const [count, setCount] = useState(0);
  const done = count >= messages.length;
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={() => setCount((current) => Math.min(current + 1, messages.length))}
        disabled={done}
        aria-label={done ? undefined : 'Taco'}
        title={done ? undefined : 'Taco'}
        className={
          done
            ? 'rounded-full bg-cream-200 px-4 py-2 text-sm font-medium text-stone-600 dark:bg-slate-800 dark:text-stone-300'
            : 'rounded-full p-2 text-2xl leading-none transition-transform hover:scale-110 hover:rotate-12'
        }
      >
        {done ? "That's all the tacos!" : <span aria-hidden="true">🌮</span>}
      </button>
      {count > 0 && (
        <ol
          aria-live="polite"
          className="flex w-full flex-col gap-1.5 text-sm"
          aria-label="Taco messages"
        >
          {messages.slice(0, count).map((message, index) => (
            <li
              key={index}
              className="rounded-lg bg-marigold-300/30 px-3 py-2 text-stone-800 dark:bg-marigold-500/15 dark:text-stone-200"
            >
              {message}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
