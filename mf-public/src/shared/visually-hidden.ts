export { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';
