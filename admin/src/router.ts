import { createRouter, createWebHistory, type RouteLocationRaw, type Router } from 'vue-router';
import { setUnauthorizedHandler } from './api/client';
import { auth } from './auth/auth-store';
import { dismissConfirmOnLeave } from './components/confirm';

/**
 * Routes under /admin/ in history mode (the server answers every /admin/ path with the app). Every
 * screen is its own chunk, loaded when first opened. Pages are signed-in only unless `meta.public`.
 */
export const routes = [
  { path: '/login', name: 'login', component: () => import('./views/LoginView.vue'), meta: { public: true } },
  { path: '/', name: 'overview', component: () => import('./views/OverviewView.vue') },
  // Query: entity, target (language id), scope (all | missing | selection); the Overview heatmap links here.
  { path: '/translate', name: 'translate', component: () => import('./views/TranslateView.vue') },
  { path: '/jobs', name: 'jobs', component: () => import('./views/JobsView.vue') },
  { path: '/jobs/:id', name: 'job', component: () => import('./views/JobView.vue'), props: true },
  { path: '/jobs/:id/changes', name: 'job-changes', component: () => import('./views/JobView.vue'), props: (route: { params: Record<string, unknown> }) => ({ id: route.params.id, tab: 'changes' }) },
  // Query: job, entity, language, check, page (the review queue's filters).
  { path: '/review', name: 'review', component: () => import('./views/ReviewView.vue') },
  { path: '/glossary', name: 'glossary', component: () => import('./views/GlossaryView.vue') },
  { path: '/languages', name: 'languages', component: () => import('./views/LanguagesView.vue') },
  { path: '/settings', name: 'settings', component: () => import('./views/SettingsView.vue') },
  { path: '/:pathMatch(.*)*', name: 'not-found', component: () => import('./views/NotFoundView.vue') },
];

/** Where to go after logging in: the page that asked for it, if it is one of ours. */
export function returnPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

export function createAppRouter(): Router {
  const router = createRouter({ history: createWebHistory('/admin/'), routes });
  router.beforeEach((to): RouteLocationRaw | true => {
    if (to.meta.public) return to.name === 'login' && auth.isAuthenticated.value ? returnPath(to.query.redirect) : true;
    if (!auth.isAuthenticated.value) return { name: 'login', query: { redirect: to.fullPath } };
    return true;
  });
  dismissConfirmOnLeave(router);
  setUnauthorizedHandler(() => {
    const current = router.currentRoute.value;
    if (current.name !== 'login') void router.push({ name: 'login', query: { redirect: current.fullPath } });
  });
  return router;
}
