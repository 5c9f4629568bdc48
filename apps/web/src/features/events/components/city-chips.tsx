import { Chip, CHIP_ROW_CLASS } from './chip.tsx';
import type { CityOption } from './event-rules.ts';

export function CityChips({
  cities,
  selected,
  onSelect,
}: {
  cities: readonly CityOption[];
  selected: number | null;
  onSelect: (cityId: number | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by city" className={CHIP_ROW_CLASS}>
      <Chip pressed={selected === null} onClick={() => onSelect(null)}>
        All
      </Chip>
      {cities.map((city) => (
        <Chip key={city.id} pressed={selected === city.id} onClick={() => onSelect(city.id)}>
          {city.name}
        </Chip>
      ))}
    </div>
  );
}
