import { describe, expect, it } from 'vitest';
import { createLocalBroadcast } from './broadcast.js';

describe('local broadcast', () => {
  it('delivers a message to each listener of its channel only, and stops after unsubscribe', async () => {
    const broadcast = createLocalBroadcast();
    const heard: string[] = [];
    const stop = broadcast.subscribe('pages', (message) => heard.push(`a:${message}`));
    broadcast.subscribe('pages', (message) => heard.push(`b:${message}`));
    broadcast.subscribe('other', (message) => heard.push(`other:${message}`));
    await broadcast.publish('pages', '1');
    stop();
    await broadcast.publish('pages', '2');
    expect(heard).toEqual(['a:1', 'b:1', 'b:2']);
  });
});
