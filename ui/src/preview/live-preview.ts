import { type LiveStory, liveStoryOf } from './story-blocks';

/** The part of Storyblok's bridge (storyblok-v2-latest.js) the editor route uses. */
interface BridgeEvent {
  action?: string;
  story?: { id?: unknown; content?: unknown };
  storyId?: unknown;
}
interface Bridge {
  on(events: string[], callback: (event?: BridgeEvent) => void): void;
}
declare global {
  interface Window {
    StoryblokBridge?: new (options?: Record<string, unknown>) => Bridge;
  }
}

export interface LivePreviewOptions {
  bridgeUrl: string;
  /** The story this page shows: edits of others are not this page's. */
  storyId: number;
  /** The editor's unsaved edit of the story, as the page's blocks. */
  onInput(story: LiveStory): void;
  /** The story was saved or published: the page's data is read again (drafts, as the server verified). */
  onSaved(): void;
}

/**
 * The editor route's live preview: loads the content system's bridge script (CONTENT_BRIDGE_URL, allowed by
 * that route's policy only) and re-renders the blocks from each `input` the editor posts, without a reload. Loaded by
 * the editor route after hydration, never part of any page's first load. Answers a function that stops listening.
 */
export function startLivePreview(options: LivePreviewOptions): () => void {
  let stopped = false;
  void loadScript(options.bridgeUrl).then(() => {
    const Bridge = window.StoryblokBridge;
    if (stopped || !Bridge) return;
    new Bridge().on(['input', 'published', 'change'], (event) => {
      if (stopped || !event) return;
      if (event.action === 'input') {
        const live = event.story?.id === options.storyId ? liveStoryOf(event.story) : null;
        if (live) options.onInput(live);
      } else if (event.action === 'published' || event.action === 'change') {
        options.onSaved();
      }
    });
  });
  return () => {
    stopped = true;
  };
}

const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      // Without the bridge the page is still the draft the server rendered, just not live.
      script.addEventListener('error', () => resolve());
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}
