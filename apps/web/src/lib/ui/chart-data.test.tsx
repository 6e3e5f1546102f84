import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChartData } from './chart.tsx';
import { legendAbove, pointTooltip } from './chart-options.ts';

const texts = { show: 'Mostra i dati', hide: 'Nascondi i dati', of: 'del grafico «Passi»' };

describe('ChartData', () => {
  it('keeps the table behind a button named after the chart, and draws it only while shown', async () => {
    const Table = vi.fn(() => <table aria-label="Passi" />);
    render(
      <ChartData texts={texts}>
        <Table />
      </ChartData>,
    );
    const button = screen.getByRole('button', { name: 'Mostra i dati del grafico «Passi»' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(Table).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Nascondi i dati del grafico «Passi»');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Passi' }));

    await userEvent.click(button);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the charts’ shared options', () => {
  it('puts the plot under a legend of as many rows, and says a point in words', () => {
    expect(legendAbove(3).grid).toMatchObject({ top: 3 * 24 + 16, right: 40 });
    expect(legendAbove(1, 24).grid).toMatchObject({ right: 24 });
    const tooltip = pointTooltip((name, x, y) => `${name}: ${y} (${x})`);
    const formatter = tooltip.formatter as (params: unknown) => string;
    expect(formatter({ seriesName: 'Sistolica', value: [5, 185] })).toBe('Sistolica: 185 (5)');
    expect(formatter([{ seriesName: 'Passi', value: [1, 2] }])).toBe('Passi: 2 (1)');
  });
});
