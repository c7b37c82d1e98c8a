import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { serverRendered } from '@/components/ui/testing/server-markup';
import { messagesFor } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import { PROJECT_ID, projectDetailOf } from '@/store/api/testing/projects';
import { ProjectTabs } from './ProjectTabs';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/projects/[id]', query: { id: PROJECT_ID, tab: 'todos' }, replace: jest.fn() }) }));

describe('ProjectTabs', () => {
  it('sends the to-dos tab’s introduction with the page, before the tab’s code is in (issue 25: the largest paint)', () => {
    const html = serverRendered(
      <NextIntlClientProvider locale="en" messages={messagesFor('en')} timeZone="UTC">
        <Provider store={makeStore()}>
          <ProjectTabs project={projectDetailOf()} />
        </Provider>
      </NextIntlClientProvider>,
    );
    expect(html.textContent).toContain('Compute the results and each gap that blocks readiness becomes a to-do; answering its question closes it.');
    // The list itself (its filters) comes with the tab's chunk, in the browser.
    expect(html.querySelector('input')).toBeNull();
  });
});
