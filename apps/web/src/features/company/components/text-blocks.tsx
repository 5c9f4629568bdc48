import type { TextBlock } from '../content/types.ts';
import { LinkedText } from './linked-text.tsx';

/** Renders text blocks as paragraphs and bullet lists: plain text, with its e-mails and page paths linked. */
export function TextBlocks({ blocks }: { blocks: TextBlock[] }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed">
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>
            <LinkedText text={block} />
          </p>
        ) : (
          <ul key={index} className="ml-5 list-disc space-y-1.5 marker:text-terracotta-500">
            {block.list.map((item, itemIndex) => (
              <li key={itemIndex}>
                <LinkedText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
