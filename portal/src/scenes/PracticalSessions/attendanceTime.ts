import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';

const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const parse = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** hh:mm in São Paulo time, where the session takes place, whatever the device's own zone. */
export function clockTime(value: string): string {
  const date = parse(value);
  return date ? clock.format(date) : '';
}

/** 'sábado, 28/11/2026': the weekday helps on a site where the week is planned by days. */
export function sessionDay(value: string): string {
  const date = parse(value);
  return date ? day.format(date) : '';
}
