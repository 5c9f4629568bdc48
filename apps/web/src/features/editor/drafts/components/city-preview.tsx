import type { CityPreview as CityPreviewAnswer } from '@sendero/contract';
import { BasicsTabs } from '../../../../entities/cities/components/basics-tabs.tsx';
import { CityHero } from '../../../../entities/cities/components/city-hero.tsx';

/**
 * A city's draft as travellers will see the top of its page, drawn by the page's own header and
 * Basics tabs from the answers GET /api/cities/:id and its /info would give once it is published.
 */
export function CityPreview({ preview }: { preview: CityPreviewAnswer }) {
  return (
    <div className="space-y-6">
      <CityHero city={preview.city} />
      {preview.info.sections.length > 0 && <BasicsTabs sections={preview.info.sections} />}
    </div>
  );
}
