/** Third-party widget scripts, configured by the operator; an empty URL loads nothing. */
export interface WidgetUrls {
  accessibility?: string | undefined;
  chat?: string | undefined;
}

export interface WidgetPlan {
  /** The accessibility widget's script, when it loads here. */
  accessibility: string | null;
  /** The chat widget's script and its distance from the bottom of the window, in px. */
  chat: { src: string; bottom: number } | null;
}

/** The accessibility widget loads only on the us storefront. */
export function loadsAccessibilityWidget(storefront: string): boolean {
  return storefront === 'us';
}

/** The chat widget sits 78 px from the bottom on us (above the accessibility widget's button), 16 px otherwise. */
export function chatWidgetBottom(storefront: string): number {
  return storefront === 'us' ? 78 : 16;
}

export function widgetPlan(storefront: string, urls: WidgetUrls): WidgetPlan {
  return {
    accessibility: loadsAccessibilityWidget(storefront) && urls.accessibility ? urls.accessibility : null,
    chat: urls.chat ? { src: urls.chat, bottom: chatWidgetBottom(storefront) } : null,
  };
}
