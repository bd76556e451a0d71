import { formatDateTime } from '../../shared/format/dates';

// The wizard's dates and times are New York wall-clock times (the product's time zone), whatever the browser's.

const ZONE = 'America/New_York';

const partsIn = (instant: Date) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => {
      all[part.type] = part.value;
      return all;
    }, {});
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/** the instant of a New York date (YYYY-MM-DD) and time (HH:mm), daylight saving included */
export const newYorkToInstant = (date: string, time: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // two corrections settle the offset, also next to a change
  for (let step = 0; step < 2; step++) {
    const seen = partsIn(new Date(guess));
    const [sy, sm, sd] = seen.date.split('-').map(Number) as [number, number, number];
    const [sh, smin] = seen.time.split(':').map(Number) as [number, number];
    guess += wanted - Date.UTC(sy, sm - 1, sd, sh, smin);
  }
  return new Date(guess);
};

/** a New York date and time of an instant, for the wizard's fields */
export const instantToNewYork = (instant: Date) => partsIn(instant);

/** how the schedule shows a time: in New York, 24-hour, with the zone named */
export const formatNewYork = (iso: string) => formatDateTime(iso, ZONE);
