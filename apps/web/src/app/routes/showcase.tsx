import { PagePlaceholder } from '../../components/layout/page-placeholder';

// Placeholder until its issue lands; replaced by the feature's screen.
export function Component() {
  return <PagePlaceholder route="showcase" />;
}
