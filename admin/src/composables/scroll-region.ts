import type { Directive } from 'vue';

/**
 * `v-scroll-region="label"` on an element that may scroll on its own (a wide table inside its card, a
 * long text clipped to a height): while its content overflows it is a focusable, named region, so a
 * keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe-core's scrollable-region-focusable).
 * While nothing overflows it is no tab stop at all.
 */
const observers = new WeakMap<HTMLElement, ResizeObserver>();

function update(element: HTMLElement, label: string | undefined): void {
  const overflows = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
  if (overflows) {
    element.tabIndex = 0;
    element.classList.add('scroll-region');
    if (label) {
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', label);
    }
  } else {
    element.removeAttribute('tabindex');
    element.classList.remove('scroll-region');
    if (label) {
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
    }
  }
}

export const scrollRegion: Directive<HTMLElement, string | undefined> = {
  mounted(element, binding) {
    update(element, binding.value);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => update(element, binding.value));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    observers.set(element, observer);
  },
  updated(element, binding) {
    update(element, binding.value);
  },
  unmounted(element) {
    observers.get(element)?.disconnect();
    observers.delete(element);
  },
};
