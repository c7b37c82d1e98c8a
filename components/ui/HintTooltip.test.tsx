import { render, screen } from '@testing-library/react';
import { HintTooltip } from './HintTooltip';

describe('HintTooltip', () => {
  it('describes its target with the hint', () => {
    render(
      <HintTooltip label="Complete the previous assessment to unlock this one.">
        <button type="button">Locked</button>
      </HintTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Locked' })).toHaveAccessibleDescription('Complete the previous assessment to unlock this one.');
  });
});
