import { createMemoryHistory, createRouter } from 'vue-router';
import { describe, expect, it } from 'vitest';
import { confirm, dismissConfirmOnLeave, pendingConfirm } from './confirm';

function pagesRouter() {
  const page = { template: '<div />' };
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/jobs/:id', component: page }, { path: '/languages', component: page }] });
  dismissConfirmOnLeave(router);
  return router;
}

const question = { title: 'Revert this job?', message: 'Every change goes back.', confirmLabel: 'Revert' };

describe('a pending confirmation', () => {
  it.each([
    ['another page opens', '/languages'],
    ['another record opens on the same screen', '/jobs/2'],
  ])('is answered "no" and closed when %s', async (_, next) => {
    const router = pagesRouter();
    await router.push('/jobs/1');
    const answer = confirm(question);
    expect(pendingConfirm.value?.title).toBe('Revert this job?');

    await router.push(next);

    expect(pendingConfirm.value).toBeNull();
    await expect(answer).resolves.toBe(false);
  });

  it('stays open while only the query changes (a filter, a page of a list)', async () => {
    const router = pagesRouter();
    await router.push('/jobs/1');
    const answer = confirm(question);

    await router.push('/jobs/1?page=2');

    expect(pendingConfirm.value?.title).toBe('Revert this job?');
    pendingConfirm.value?.resolve(true);
    await expect(answer).resolves.toBe(true);
  });

  it('stays open when a navigation away is stopped before it happens', async () => {
    const router = pagesRouter();
    router.beforeEach((to) => to.path !== '/languages');
    await router.push('/jobs/1');
    const answer = confirm(question);

    await router.push('/languages');

    expect(router.currentRoute.value.path).toBe('/jobs/1');
    expect(pendingConfirm.value?.title).toBe('Revert this job?');
    pendingConfirm.value?.resolve(true);
    await expect(answer).resolves.toBe(true);
  });
});
