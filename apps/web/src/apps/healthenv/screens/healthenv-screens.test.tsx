import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { HealthenvPostazioni } from './healthenv-postazioni.screen.tsx';

describe('health-environment screens in English', () => {
  it('titles and describes the monitoring stations screen in English', async () => {
    await setLanguage('en');
    render(<HealthenvPostazioni />);
    expect(screen.getByRole('heading', { level: 1, name: 'Monitoring stations' })).toBeInTheDocument();
    expect(
      screen.getByText('Here you will manage the environmental monitoring stations.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Postazioni di monitoraggio')).not.toBeInTheDocument();
    expect(screen.queryByText(/Qui si /)).not.toBeInTheDocument();
  });
});
