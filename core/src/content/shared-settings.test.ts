import { describe, expect, it } from 'vitest';
import { parseSharedSetting, sharedSettingSlug } from './shared-settings.js';

const logs = () => {
  const lines: string[] = [];
  const record = (message: string) => void lines.push(message);
  return { lines, logger: { info: record, warn: record, error: record } };
};

describe('shared settings parsed at the edge', () => {
  it('reads each setting from its story in the shared folder', () => {
    expect(sharedSettingSlug('topBanner')).toBe('shared/top-banner');
    expect(sharedSettingSlug('errorPage')).toBe('shared/error-page');
  });

  it("answers the schema's value, defaults filled in", () => {
    const { logger, lines } = logs();
    const banner = parseSharedSetting('checkoutBanner', { _uid: 'b', component: 'checkout_banner', message: 'Hi' }, logger);
    expect(banner._unsafeUnwrap()).toEqual({ _uid: 'b', component: 'checkout_banner', message: 'Hi', background_color: '' });
    expect(lines).toEqual([]);
  });

  it('refuses content of another shape as UPSTREAM_CONTRACT and logs it once, in the normalizing wording', () => {
    const { logger, lines } = logs();
    expect(parseSharedSetting('footer', { component: 'footer' }, logger)._unsafeUnwrapErr()).toEqual({
      code: 'UPSTREAM_CONTRACT',
      message: 'Error while normalizing footer',
    });
    expect(parseSharedSetting('navigation', { component: 'navigation', items: 'none' }, logger)._unsafeUnwrapErr().message).toBe(
      'Error while normalizing header navbar',
    );
    expect(lines).toEqual(['Error while normalizing footer', 'Error while normalizing header navbar']);
  });
});
