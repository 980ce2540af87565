import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'ui/src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
