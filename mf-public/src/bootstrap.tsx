import { renderStandalone } from '@lectern/shared-sdk/ui/standalone';
import area from './remote';

renderStandalone(area);
