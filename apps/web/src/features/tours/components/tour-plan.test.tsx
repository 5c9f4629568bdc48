import type { TourDetail, TourPlan } from '@sendero/contract';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testSpot } from '../../../test/hours-fixtures.ts';
import { QuickFacts } from '../../../components/detail/quick-facts.tsx';
import { TourItinerary } from '../../../components/detail/tour-itinerary.tsx';
import { planSummary } from '../../../components/detail/tour-plan-text.ts';
import { TourWhenSection } from './tour-when-section.tsx';
import { parseTourWhen } from './tour-when.ts';

const museum = testSpot({ id: 11, name: 'Museo Textil' });
const market = testSpot({ id: 12, name: 'Mercado 20 de Noviembre', openingHours: '24/7' });
const stops: TourDetail['spots'] = [
  { orderIndex: 0, spot: market },
  { orderIndex: 1, spot: museum },
];

const tour: TourDetail = {
  id: 5,
  slug: 'oaxaca-walk',
  title: 'Oaxaca walk',
  description: '',
  cost: null,
  costUnit: null,
  duration: 'About 4 hours 30 minutes',
  durationMinutes: 270,
  startTime: '10:00',
  days: ['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  months: null,
  timeZone: 'America/Mexico_City',
  category: 'culture',
  tags: [],
  coverImageUrl: '/x.jpg',
  coverImageAlt: '',
  stopCount: 2,
  cityId: 2,
  cityName: 'Oaxaca',
  city: { id: 2, name: 'Oaxaca' },
  spots: stops,
};

const plan: TourPlan = {
  date: '2026-12-07',
  start: '10:00',
  timeZone: 'America/Mexico_City',
  totalMinutes: 200,
  holiday: null,
  stops: [
    {
      spotId: 12,
      name: market.name,
      travelMinutes: 0,
      travelMode: null,
      arriveAfter: 0,
      leaveAfter: 60,
      arrive: '10:00',
      leave: '11:00',
      state: 'open',
    },
    {
      spotId: 11,
      name: museum.name,
      travelMinutes: 15,
      travelMode: 'walk',
      arriveAfter: 75,
      leaveAfter: 195,
      arrive: '11:15',
      leave: '13:15',
      state: 'closed',
    },
  ],
};

/** Forms need a data router. */
function inDataRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/tours/:id', element }], {
    initialEntries: ['/tours/5'],
  });
  return <RouterProvider router={router} />;
}

describe('the tour plan', () => {
  it('shows each stop’s arrival, leaving and state in words', () => {
    render(
      <MemoryRouter>
        <TourItinerary tourId={5} stops={stops} plan={plan} />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Arrive 10:00 · leave 11:00')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Open')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Arrive 11:15 · leave 13:15')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Closed when you arrive')).toBeTruthy();
  });

  it('shows no times without a plan', () => {
    render(
      <MemoryRouter>
        <TourItinerary tourId={5} stops={stops} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Arrive/)).toBeNull();
  });

  it('sums the walk up', () => {
    expect(planSummary(plan)).toBe('1 stop would be closed');
    const twoClosed = {
      stops: plan.stops.map((stop) => ({ ...stop, state: 'closed' as const })),
    };
    expect(planSummary(twoClosed)).toBe('2 stops would be closed');
    const allOpen = { stops: plan.stops.map((stop) => ({ ...stop, state: 'open' as const })) };
    expect(planSummary(allOpen)).toBe('Every stop is open on this walk');
    const closing = {
      stops: [{ ...plan.stops[0], state: 'closes-during-visit' as const }] as TourPlan['stops'],
    };
    expect(planSummary(closing)).toBe('1 stop closes during your visit');
  });

  it('renders the form with the chosen day, the summary and the holiday', () => {
    const given = { date: '2026-12-07', start: '10:00' };
    render(
      inDataRouter(
        <TourWhenSection
          tour={tour}
          stops={stops}
          given={given}
          parsed={parseTourWhen(given)}
          plan={{
            data: { ...plan, holiday: 'Día de la Virgen' },
            isPending: false,
            isError: false,
            error: null,
          }}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'When would you go?' })).toBeTruthy();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-07');
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('10:00');
    expect(screen.getByText('1 stop would be closed')).toBeTruthy();
    expect(screen.getByText(/Holiday: Día de la Virgen/)).toBeTruthy();
  });

  it('defaults to the next day the tour works and its suggested start', () => {
    // The data was made on Monday 7 Dec (the window's second day); the tour works Tue–Sun.
    render(
      inDataRouter(
        <TourWhenSection
          tour={tour}
          stops={stops}
          given={{ date: null, start: null }}
          parsed={parseTourWhen({ date: null, start: null })}
          plan={{ data: undefined, isPending: true, isError: false, error: null }}
        />,
      ),
    );
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-08');
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('10:00');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the start time is not a time', () => {
    const given = { date: '2026-12-08', start: 'noon' };
    const parsed = parseTourWhen(given);
    expect(parsed.when).toBeNull();
    render(
      inDataRouter(
        <TourWhenSection
          tour={tour}
          stops={stops}
          given={given}
          parsed={parsed}
          plan={{ data: undefined, isPending: true, isError: false, error: null }}
        />,
      ),
    );
    expect(screen.getByLabelText('Start time').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('QuickFacts', () => {
  it('shows the duration, the suggested start and the days the tour works', () => {
    render(
      <QuickFacts
        cost={null}
        costUnit={null}
        duration={tour.duration}
        stops={2}
        startTime="10:00"
        days={tour.days}
        months={[11, 12, 1, 2, 3, 4]}
      />,
    );
    const facts = screen
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextSibling?.textContent]);
    expect(facts).toContainEqual(['Duration', 'About 4 hours 30 minutes']);
    expect(facts).toContainEqual(['Suggested start', '10:00']);
    expect(facts).toContainEqual(['Works', 'Tue–Sun, Nov–Apr']);
  });
});
