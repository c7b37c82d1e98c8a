import { createModuleEvents } from './module-events';

const actor = { id: 'u1' } as never;
const event = { opportunityId: 'o1', title: 'T', actor, requestId: 'r1', keepDataroomAccess: false };

describe('module events', () => {
  it('runs every listener in order, and a failing one neither stops the others nor fails the emitter', async () => {
    const logged: unknown[] = [];
    const events = createModuleEvents({ error: (...args: unknown[]) => void logged.push(args) } as never);
    const heard: string[] = [];
    events.on('publicationClosed', async (e) => void heard.push(`a:${e.opportunityId}`));
    events.on('publicationClosed', async () => {
      throw new Error('boom');
    });
    events.on('publicationClosed', async () => void heard.push('c'));
    await events.emit('publicationClosed', event);
    expect(heard).toEqual(['a:o1', 'c']);
    expect(logged).toHaveLength(1);
  });

  it('emits to nobody without listeners', async () => {
    await expect(createModuleEvents({ error: () => undefined } as never).emit('publicationClosed', event)).resolves.toBeUndefined();
  });
});
