import { type WidgetUrls, widgetPlan } from '@sockshop/core/chrome';

/**
 * The accessibility widget (us only) and the chat widget, each from a script URL the operator configures (none
 * by default: nothing loads). Each gets a slot to mount into (`#accessibility-widget`, `#chat-widget`); the chat slot sits
 * 78 px from the bottom on us, 16 px elsewhere. Scripts added here are trusted by the page's 'strict-dynamic' policy.
 */
export function mountWidgets(storefront: string, urls: WidgetUrls | undefined): void {
  const plan = widgetPlan(storefront, urls ?? {});
  if (plan.accessibility) mount('accessibility-widget', plan.accessibility);
  if (plan.chat) mount('chat-widget', plan.chat.src)?.style.setProperty('--chat-widget-bottom', `${plan.chat.bottom}px`);
}

function mount(id: string, src: string): HTMLElement | null {
  if (document.getElementById(id)) return null;
  const slot = document.createElement('div');
  slot.id = id;
  slot.className = `widget-slot ${id}-slot`;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.body.append(slot, script);
  return slot;
}
