export function SpotDescription({ text }: { text: string }) {
  return (
    <section aria-labelledby="spot-about-heading" className="mt-8">
      <h2
        id="spot-about-heading"
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        About this spot
      </h2>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300">
        {text || 'Data not available.'}
      </p>
    </section>
  );
}
