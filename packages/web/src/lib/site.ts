export { SITE_NAME } from '@newsroom/shared';
