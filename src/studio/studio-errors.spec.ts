import { STUDIO_TEXTS, type PostCheckView, type StudioPostView } from '../../core/studio-posts.js';
import { GlobalExceptionFilter } from '../common/global-exception.filter.js';
import { checksRefused, staleVersion } from './studio-errors.js';

const filter = new GlobalExceptionFilter();
const current = { id: 7, version: 3 } as StudioPostView;
const warning: PostCheckView = { check: 'title-length', severity: 'warning', label: 'Title length', subject: '/blog/x', message: 'Too long', fix: 'Shorten it' };

describe('the studio\'s refusals, as the global filter answers them', () => {
  it('answers a stale save 409 with the post as it is now', () => {
    expect(filter.describe(staleVersion(current))).toEqual({ status: 409, body: { success: false, error: STUDIO_TEXTS.stale, code: 'stale_version', current } });
  });

  it('answers a publish the checks stopped 422 with the findings, saying whether errors or unread warnings stopped it', () => {
    expect(filter.describe(checksRefused([warning], 'errors'))).toEqual({ status: 422, body: { success: false, error: STUDIO_TEXTS.blockedByErrors, code: 'checks_failed', checks: [warning] } });
    expect(filter.describe(checksRefused([warning], 'warnings'))).toEqual({
      status: 422,
      body: { success: false, error: STUDIO_TEXTS.warningsNotAccepted, code: 'warnings_not_accepted', checks: [warning] },
    });
  });
});
