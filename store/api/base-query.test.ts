import { ApiRequestError } from '@/lib/api/request';
import { makeStore } from '../index';
import { requestBaseQuery, toRequestFailure } from './base-query';
import { resourcesApi } from './resources';
import { usersApi } from './users';
import { fakeFetchForEachTest } from '@/lib/api/testing/for-each-test';

const ME = {
  id: '0b8f7a1e-3c1d-4a59-9a37-6f1f6f0b2c11',
  email: 'ana@example.org',
  email_verified: true,
  name: 'Ana',
  company: null,
  phone: null,
  job_title: null,
  language: 'fr',
  roles: ['developer'],
  investor_activated: false,
  created_at: '2026-01-05T10:00:00.000Z',
  impersonated_by: null,
};

const fake = fakeFetchForEachTest();

describe('RTK Query over the request convention', () => {
  it('fetches the current user through /api/me with the convention headers', async () => {
    fake.reply({ status: 200, body: ME });
    const store = makeStore();
    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.data).toEqual(ME);
    expect(fake.calls[0].url).toBe('/api/me');
    expect(new Headers(fake.calls[0].init.headers).get('Ocp-Apim-Subscription-Key')).toBe('k');
  });

  it('reports a 425 with its status and message', async () => {
    fake.reply({ status: 425, body: { detail: { message: 'Your account is being prepared' } } });
    const store = makeStore();
    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.error).toEqual({
      status: 425,
      message: 'Your account is being prepared',
      data: { detail: { message: 'Your account is being prepared' } },
    });
  });

  it('treats an answer that breaks the schema as a failure', async () => {
    fake.reply({ status: 200, body: { id: 'not-a-user' } });
    const result = await makeStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.error).toMatchObject({ status: 0 });
    expect((result.error as { message: string }).message).toMatch(/^Unexpected answer from the server/);
  });

  it('sends a change of the current user with PUT and a JSON body', async () => {
    fake.reply({ status: 200, body: { ...ME, name: 'Ana B.' } });
    const result = await makeStore().dispatch(usersApi.endpoints.updateMe.initiate({ name: 'Ana B.' }));
    expect(result.data?.name).toBe('Ana B.');
    expect(fake.calls[0].init).toMatchObject({ method: 'PUT', body: '{"name":"Ana B."}' });
  });

  it('reads the template list, or the items of a page of templates, and checks it against the contract', async () => {
    const template = (id: string) => ({
      id,
      slug: 'biochar-readiness',
      kind: 'project_readiness',
      version: 1,
      name: 'Biochar readiness',
      description: 'Is the project ready?',
      languages: ['en', 'fr'],
      counts: { steps: 2, assessments: 3, questions: 40 },
      readiness_threshold: 70,
      updated_at: '2026-01-05T10:00:00.000Z',
    });
    const first = template('9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b61');
    const second = template('9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b62');
    fake.reply({ status: 200, body: [first] });
    const list = await makeStore().dispatch(resourcesApi.endpoints.getTemplates.initiate());
    expect(list.data).toEqual([first]);
    expect(fake.calls[0].url).toBe('/api/resources/templates');
    fake.reply({ status: 200, body: { items: [second], total: 1, page: 1, page_size: 20 } });
    const page = await makeStore().dispatch(resourcesApi.endpoints.getTemplates.initiate());
    expect(page.data).toEqual([second]);
    fake.reply({ status: 200, body: [{ id: 't1' }] });
    const broken = await makeStore().dispatch(resourcesApi.endpoints.getTemplates.initiate());
    expect(broken.error).toMatchObject({ status: 0, message: expect.stringMatching(/^Unexpected answer from the server/) });
  });

  it('starts loading the schema module a request names as the request goes out', async () => {
    const schemas = { preload: jest.fn() };
    fake.reply({ status: 200, body: { ok: true } });
    const api = { signal: new AbortController().signal } as Parameters<typeof requestBaseQuery>[1];
    const answer = requestBaseQuery({ url: '/me', schemas }, api, {});
    expect(schemas.preload).toHaveBeenCalledTimes(1);
    expect(fake.calls).toHaveLength(0);
    await expect(answer).resolves.toEqual({ data: { ok: true } });
  });

  it('turns any thrown value into a failure', () => {
    expect(toRequestFailure(new ApiRequestError(404, 'Gone', { detail: { message: 'Gone' } }))).toEqual({
      status: 404,
      message: 'Gone',
      data: { detail: { message: 'Gone' } },
    });
    expect(toRequestFailure(new TypeError('Failed to fetch'))).toEqual({ status: 0, message: 'Failed to fetch' });
    expect(toRequestFailure('weird')).toEqual({ status: 0, message: 'Error' });
  });
});
