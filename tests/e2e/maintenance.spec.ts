// Issue "app shell": with ON_MAINTENANCE=true every route shows the maintenance page.
import { expect, test } from './fixtures';

const ROUTES = ['/', '/homepage', '/knowledge-hub', '/a/route/that/does/not/exist'];

test('maintenance mode shows the maintenance page on any route', async ({ page, ownServer }) => {
  const server = await ownServer({ name: 'maintenance', env: { ON_MAINTENANCE: 'true' } });
  for (const route of ROUTES) {
    await test.step(route, async () => {
      await page.goto(`${server.origin}${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/maintenance/i);
      expect(new URL(page.url()).pathname).toBe(route);
    });
  }
});

test('without maintenance mode the landing page is not the maintenance page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toContainText(/maintenance/i);
});
