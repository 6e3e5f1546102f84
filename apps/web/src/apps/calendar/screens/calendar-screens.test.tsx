import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { CalendarHome } from './calendar-home.screen.tsx';
import { CalendarPrenotazioni } from './calendar-prenotazioni.screen.tsx';

describe('calendar screens in English', () => {
  it('titles and describes the bookings screen in English', async () => {
    await setLanguage('en');
    render(<CalendarPrenotazioni />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByText('Here you will book and cancel calendar events.')).toBeInTheDocument();
    expect(screen.queryByText('Prenotazioni')).not.toBeInTheDocument();
    expect(screen.queryByText(/Qui si /)).not.toBeInTheDocument();
  });

  it('keeps the application’s name as the home’s title', async () => {
    await setLanguage('en');
    render(<CalendarHome />);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario e prenotazioni' })).toBeInTheDocument();
    expect(
      screen.getByText('Here you will find the overview of calendars and bookings.'),
    ).toBeInTheDocument();
  });
});
