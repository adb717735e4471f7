import { STUDIO_TEXTS, type PostCheckView, type StudioPostView } from '../../core/studio-posts.js';
import { DomainError } from '../common/domain-error.js';

/** A save or publish over a newer version than the one the editor started from: 409 with the post as it is now. */
export const staleVersion = (current: StudioPostView): DomainError => new DomainError('stale_version', STUDIO_TEXTS.stale, { facts: { current } });

/** A publish the checks stopped, by errors or by warnings not accepted: 422 with the findings. */
export const checksRefused = (checks: PostCheckView[], reason: 'errors' | 'warnings'): DomainError =>
  reason === 'errors'
    ? new DomainError('checks_failed', STUDIO_TEXTS.blockedByErrors, { facts: { checks } })
    : new DomainError('warnings_not_accepted', STUDIO_TEXTS.warningsNotAccepted, { facts: { checks } });
