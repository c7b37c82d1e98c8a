import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HydratedControls } from './HydratedControls';

describe('HydratedControls', () => {
  it('draws its controls disabled on the server, so that a click before hydration is not taken and lost', () => {
    const html = renderToString(
      <HydratedControls>
        <button type="button">Accept</button>
      </HydratedControls>,
    );
    expect(html).toMatch(/<fieldset disabled=""/);
  });

  it('leaves them live in the browser once the page has hydrated', () => {
    render(
      <HydratedControls>
        <button type="button">Accept</button>
      </HydratedControls>,
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});
